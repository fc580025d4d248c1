<?php

declare(strict_types=1);

namespace App\Services\StockAlerts;

use App\Jobs\StockAlerts\CheckStockAlerts;
use App\Models\StockAlert;
use Illuminate\Support\Facades\DB;

/**
 * Where product changes reach the alerts: after a product write (RefreshCatalogue), a stock move that brings units
 * back (StockLedger), a catalogue import and a promotion starting. Each queues one check once the write commits, and
 * only for products someone waits for; the check itself decides what is sent, so calling this twice sends nothing twice.
 */
final class AlertTriggers
{
    /**
     * @param  list<int>  $productIds
     */
    public static function productsChanged(array $productIds): void
    {
        $productIds = array_values(array_unique(array_map('intval', $productIds)));
        if ($productIds === []) {
            return;
        }
        DB::afterCommit(static function () use ($productIds): void {
            $waiting = [];
            foreach (array_chunk($productIds, 500) as $chunk) {
                $query = DB::table('stock_alerts')->whereIn('product_id', $chunk);
                StockAlert::whereWaiting($query);
                array_push($waiting, ...array_map('intval', $query->distinct()->pluck('product_id')->all()));
            }
            if ($waiting !== []) {
                CheckStockAlerts::dispatch($waiting);
            }
        });
    }

    /** Every product someone waits for is checked (after an import, which changes products in bulk). */
    public static function everything(): void
    {
        DB::afterCommit(static function (): void {
            if (DB::table('stock_alerts')->whereNotNull('confirmed_at')->exists()) {
                CheckStockAlerts::dispatch(null);
            }
        });
    }
}
