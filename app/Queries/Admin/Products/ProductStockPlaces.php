<?php

declare(strict_types=1);

namespace App\Queries\Admin\Products;

use App\Enums\StockPlaceKind;
use App\Models\Product;
use App\Models\Store;
use Illuminate\Support\Facades\DB;

/**
 * Every place (the stores, then the warehouse) with how many units of a product it holds on its shelf and how many
 * live order reservations took from it (they are already off the shelf: docs/stock.md).
 *
 * @phpstan-type StockPlace array{id: int, name: string, kind: string, quantity: int, reserved: int}
 */
final class ProductStockPlaces
{
    /**
     * @return list<StockPlace>
     */
    public function for(Product $product): array
    {
        $shelves = DB::table('product_stock')->where('product_id', $product->id)->pluck('quantity', 'store_id')->all();
        $reserved = DB::table('order_stock')->where('product_id', $product->id)->whereNull('released_at')
            ->groupBy('store_id')->selectRaw('store_id, sum(quantity) as units')->pluck('units', 'store_id')->all();

        /** @var \Illuminate\Database\Eloquent\Collection<int, Store> $stores */
        $stores = Store::query()->orderBy('sorted')->orderBy('id')->get();

        return array_values($stores
            ->sortBy(static fn (Store $store): int => $store->kind === StockPlaceKind::Store ? 0 : 1)
            ->map(static fn (Store $store): array => [
                'id' => $store->id,
                'name' => $store->translate('name'),
                'kind' => $store->kind->value,
                'quantity' => (int) ($shelves[$store->id] ?? 0),
                'reserved' => (int) ($reserved[$store->id] ?? 0),
            ])->all());
    }
}
