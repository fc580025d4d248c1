<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Enums\StockLevel;
use App\Models\Store;
use Illuminate\Database\Eloquent\Collection;

/**
 * Every store (never a warehouse) with how many pieces of one product it holds (none where it has no stock row), in the shop's store
 * order: one query, the stock rows joined on their primary key.
 *
 * @phpstan-type StoreStock array{id: int, name: string, city: string, address: string, quantity: int, level: string}
 */
final class StoreAvailability
{
    /**
     * @return list<StoreStock>
     */
    public function forProduct(int $productId): array
    {
        /** @var Collection<int, Store> $stores */
        $stores = Store::scopeShops(Store::query())
            ->leftJoin('product_stock', function ($join) use ($productId): void {
                $join->on('product_stock.store_id', '=', 'stores.id')->where('product_stock.product_id', '=', $productId);
            })
            ->orderBy('stores.sorted')->orderBy('stores.id')
            ->get(['stores.id', 'stores.name', 'stores.city', 'stores.address', 'product_stock.quantity']);

        return array_values($stores->map(static function (Store $store): array {
            $quantity = (int) $store->getAttribute('quantity');

            return [
                'id' => $store->id,
                'name' => $store->translate('name'),
                'city' => $store->translate('city'),
                'address' => $store->translate('address'),
                'quantity' => $quantity,
                'level' => StockLevel::forStore($quantity)->value,
            ];
        })->all());
    }
}
