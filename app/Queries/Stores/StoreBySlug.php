<?php

declare(strict_types=1);

namespace App\Queries\Stores;

use App\Models\Store;

final class StoreBySlug
{
    public function find(string $slug): ?Store
    {
        /** @var Store|null $store */
        $store = Store::query()->where('slug', $slug)->first();

        return $store;
    }
}
