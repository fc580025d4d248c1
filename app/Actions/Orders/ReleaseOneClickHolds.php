<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderKind;
use App\Models\Order;
use App\Support\Database\WriteTransaction;
use App\Support\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * Gives the units of unconfirmed one-click orders back to the places they were reserved from once their hold has run
 * out. Each order is released in its own transaction by a conditional UPDATE of its status; only the run whose
 * UPDATE changed the row returns the stock (StockLedger::release, itself once per reservation), so two overlapping
 * runs (or a run racing a confirmation) never give a unit back twice.
 */
final readonly class ReleaseOneClickHolds
{
    public function __construct(private StockLedger $stock)
    {
    }

    /** Returns how many orders this run released. */
    public function handle(): int
    {
        $released = 0;
        Order::query()->where('kind', OrderKind::OneClick->value)->where('status', Order::STATUS_NEW)->where('held_until', '<=', now())
            ->orderBy('id')->select('id')->chunkById(200, function ($orders) use (&$released): void {
                foreach ($orders as $order) {
                    $released += $this->releaseOrder($order->id) ? 1 : 0;
                }
            });

        return $released;
    }

    /** Releases one order if it is still an open one-click order past its hold; true when this call released it. */
    public function releaseOrder(int $orderId): bool
    {
        return WriteTransaction::run(function () use ($orderId): bool {
            $now = now();
            $changed = DB::table('orders')->where('id', $orderId)->where('kind', OrderKind::OneClick->value)->where('status', Order::STATUS_NEW)
                ->where('held_until', '<=', $now)
                ->update(['status' => Order::STATUS_RELEASED, 'released_at' => $now, 'updated_at' => $now]);
            if ($changed !== 1) {
                return false;
            }
            $this->stock->release($orderId);
            DB::table('one_click_holds')->where('order_id', $orderId)->delete();

            return true;
        });
    }
}
