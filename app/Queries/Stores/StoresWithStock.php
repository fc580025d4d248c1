<?php

declare(strict_types=1);

namespace App\Queries\Stores;

use App\Models\Store;
use App\Services\Stores\StoreCalendar;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;

/** Every store (never a warehouse) in the shop's order with how many products it has on its shelves (`products_count`): one query. */
final class StoresWithStock
{
    /**
     * @return Collection<int, Store>
     */
    public function get(): Collection
    {
        /** @var Collection<int, Store> $stores */
        $stores = Store::scopeShops(Store::query())
            ->with(StoreCalendar::withUpcoming())
            ->withCount(['products as products_count' => static fn (Builder $query) => $query->where('product_stock.quantity', '>', 0)])
            ->orderBy('sorted')->orderBy('id')->get();

        return $stores;
    }
}
