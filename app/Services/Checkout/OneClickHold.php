<?php

declare(strict_types=1);

namespace App\Services\Checkout;

use App\Exceptions\Orders\OneClickAlreadyOpen;
use App\Infrastructure\PageCache\PageCacheInvalidation;
use App\Models\Order;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderStep;
use Illuminate\Support\Facades\DB;

/**
 * What "buy in one click" adds to placing an order: the unit is only held until `orders.one_click_hold_hours` unless
 * staff confirm it from the call list (ConfirmCalledOrder; otherwise `orders:release-holds` gives it back), and a phone has at most
 * one open one-click order per product, kept by the unique key of `one_click_holds`.
 */
final class OneClickHold implements OrderStep
{
    /**
     * @return array{held_until: \DateTimeInterface}
     */
    public function before(OrderDraft $draft, array $lines, int $subtotal): array
    {
        return ['held_until' => now()->addHours(config()->integer('orders.one_click_hold_hours'))];
    }

    public function after(Order $order, OrderDraft $draft): void
    {
        $rows = array_map(static fn (DraftLine $line): array => [
            'phone' => $draft->details['phone'], 'product_id' => $line->product->id, 'order_id' => $order->id, 'created_at' => now(),
        ], $draft->lines);
        // One statement decides between two racing requests: the loser inserts nothing and rolls back.
        $inserted = PageCacheInvalidation::stock(array_column($rows, 'product_id'), static fn (): int => DB::table('one_click_holds')->insertOrIgnore($rows));
        if ($inserted !== count($rows)) {
            throw OneClickAlreadyOpen::make();
        }
    }
}
