<?php

declare(strict_types=1);

namespace App\Queries\StockAlerts;

use App\Models\StockAlert;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * How many shoppers wait for products, for the back office: stock alerts confirmed and not mailed yet (people waiting
 * for a restock) and price alerts confirmed. One grouped query for a page of products, read on the alerts' index.
 */
final class WaitingCounts
{
    /**
     * Waiting stock alerts per product, as a subquery a product query selects (`waiting`).
     */
    public static function stockSubquery(): Builder
    {
        return DB::table('stock_alerts')->selectRaw('count(*)')->whereColumn('stock_alerts.product_id', 'products.id')
            ->where('stock_alerts.kind', StockAlert::STOCK)->whereNotNull('stock_alerts.confirmed_at')->whereNull('stock_alerts.sent_at');
    }

    /**
     * @param  list<int>  $productIds
     * @return array<int, int> waiting stock alerts by product id (products nobody waits for left out)
     */
    public static function stock(array $productIds): array
    {
        if ($productIds === []) {
            return [];
        }
        $counts = [];
        $rows = DB::table('stock_alerts')->whereIn('product_id', $productIds)->where('kind', StockAlert::STOCK)
            ->whereNotNull('confirmed_at')->whereNull('sent_at')->groupBy('product_id')
            ->selectRaw('product_id, count(*) as waiting')->get();
        foreach ($rows as $row) {
            $counts[(int) $row->product_id] = (int) $row->waiting;
        }

        return $counts;
    }

    /**
     * @return array{stock: int, price: int}
     */
    public static function forProduct(int $productId): array
    {
        $query = DB::table('stock_alerts')->where('product_id', $productId);
        StockAlert::whereWaiting($query);
        $row = $query->selectRaw("sum(case when kind = 'stock' then 1 else 0 end) as stock, sum(case when kind = 'price' then 1 else 0 end) as price")->first();

        return ['stock' => (int) ($row->stock ?? 0), 'price' => (int) ($row->price ?? 0)];
    }
}
