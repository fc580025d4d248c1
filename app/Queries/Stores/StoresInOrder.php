<?php

declare(strict_types=1);

namespace App\Queries\Stores;

use App\Models\Store;
use App\Services\Stores\StoreCalendar;
use Illuminate\Database\Eloquent\Collection;

/** Every store (never a warehouse) in the shop's `sorted` order (the home page and the JSON API's store list). */
final class StoresInOrder
{
    /**
     * @return Collection<int, Store>
     */
    public function get(): Collection
    {
        /** @var Collection<int, Store> $stores */
        $stores = Store::scopeShops(Store::query())->with(StoreCalendar::withUpcoming())->orderBy('sorted')->orderBy('id')->get();

        return $stores;
    }
}
