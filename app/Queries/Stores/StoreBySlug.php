<?php

declare(strict_types=1);

namespace App\Queries\Stores;

use App\Models\Store;

/** A store shoppers may open by its slug; a warehouse's slug finds nothing. */
final class StoreBySlug
{
    public function find(string $slug): ?Store
    {
        /** @var Store|null $store */
        $store = Store::scopeShops(Store::query())->where('slug', $slug)->first();

        return $store;
    }
}
