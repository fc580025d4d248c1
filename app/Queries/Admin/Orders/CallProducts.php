<?php

declare(strict_types=1);

namespace App\Queries\Admin\Orders;

use App\Infrastructure\Database\LikePattern;
use App\Models\Product;
use App\Models\Store;
use App\Queries\Promotions\PromotionalPrices;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

/**
 * The call list's product picker: up to 20 products on sale whose name (either language) or SKU holds the text, the
 * most popular first, with today's price (a running promotion's, as the confirmation charges) and the units in stock (the confirmation reserves them, or says it cannot).
 */
final class CallProducts
{
    /**
     * @return list<array{id: int, name: string, sku: string, price: int, stock: int, places: list<array{name: string, units: int}>}>
     */
    public function search(string $text): array
    {
        $like = LikePattern::containing(trim($text));

        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $products */
        $products = Product::query()->where('is_active', true)
            ->where(static fn (Builder $query) => $query
                ->whereRaw(LikePattern::lowerColumnLike($query, 'sku'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ro'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ru'), [$like]))
            ->orderByDesc('popularity')->orderBy('id')->limit(20)->get();
        PromotionalPrices::give($products);
        $places = $this->places(array_values(array_map('intval', $products->modelKeys())));

        return array_values(array_map(static fn (Product $product): array => [
            'id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku, 'price' => $product->sellingPrice(), 'stock' => $product->stock_total,
            'places' => $places[$product->id] ?? [],
        ], $products->all()));
    }

    /**
     * The units each place holds of these products (a new order taken by hand shows where they are), places with
     * none left out, in the places' order; one query.
     *
     * @param  list<int>  $productIds
     * @return array<int, list<array{name: string, units: int}>>
     */
    public function places(array $productIds): array
    {
        if ($productIds === []) {
            return [];
        }
        $names = [];
        /** @var list<Store> $stores */
        $stores = Store::query()->orderBy('sorted')->orderBy('id')->get()->all();
        foreach ($stores as $store) {
            $names[$store->id] = $store->translate('name');
        }
        $units = [];
        foreach (DB::table('product_stock')->whereIn('product_id', $productIds)->where('quantity', '>', 0)->get(['product_id', 'store_id', 'quantity']) as $row) {
            $units[(int) $row->product_id][(int) $row->store_id] = (int) $row->quantity;
        }
        $places = [];
        foreach ($units as $productId => $byPlace) {
            foreach ($names as $storeId => $name) {
                if (isset($byPlace[$storeId])) {
                    $places[$productId][] = ['name' => $name, 'units' => $byPlace[$storeId]];
                }
            }
        }

        return $places;
    }
}
