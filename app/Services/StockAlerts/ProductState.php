<?php

declare(strict_types=1);

namespace App\Services\StockAlerts;

use App\Queries\Promotions\PromotionalPrices;
use Illuminate\Support\Facades\DB;

/**
 * What the alerts compare against, read fresh: whether each product is on sale with units, and the price it sells at
 * now (a running promotion's price when one lowers it).
 */
final readonly class ProductState
{
    public function __construct(public int $productId, public bool $inStock, public int $price)
    {
    }

    /**
     * @param  list<int>  $productIds
     * @return array<int, self> by product id (products that no longer exist are left out)
     */
    public static function of(array $productIds): array
    {
        if ($productIds === []) {
            return [];
        }
        $promotional = PromotionalPrices::of($productIds);
        $states = [];
        foreach (DB::table('products')->whereIn('id', $productIds)->get(['id', 'price', 'stock_total', 'is_active']) as $row) {
            $id = (int) $row->id;
            $active = (bool) $row->is_active;
            $states[$id] = new self($id, $active && (int) $row->stock_total > 0, $promotional[$id] ?? (int) $row->price);
        }

        return $states;
    }

    public static function one(int $productId): ?self
    {
        return self::of([$productId])[$productId] ?? null;
    }
}
