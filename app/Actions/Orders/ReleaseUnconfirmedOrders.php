<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Infrastructure\Database\WriteTransaction;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Promos\PromoUses;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * Gives the units of orders nobody confirmed back to the places they were reserved from once their hold has run out
 * (`held_until`: `orders.hold_hours` after a checkout, `orders.one_click_hold_hours` after buy in one click, later
 * when staff extended it), and tells the customer by e-mail when the order has an address. Each order is released in
 * its own transaction by a conditional UPDATE of its status and version; only the run whose UPDATE changed the row
 * returns the stock (StockLedger::release, itself once per reservation) and records the mail, so two overlapping runs,
 * or a run racing a confirmation or an extension, never give a unit back twice nor release a confirmed order.
 */
final readonly class ReleaseUnconfirmedOrders
{
    public function __construct(private StockLedger $stock)
    {
    }

    /** Returns how many orders this run released. */
    public function handle(): int
    {
        $released = 0;
        Order::query()->where('status', OrderStatus::New->value)->where('held_until', '<=', now())
            ->orderBy('id')->select('id')->chunkById(200, function ($orders) use (&$released): void {
                foreach ($orders as $order) {
                    $released += $this->releaseOrder($order->id) ? 1 : 0;
                }
            });

        return $released;
    }

    /** Releases one order if it is still new and past its hold; true when this call released it. */
    public function releaseOrder(int $orderId): bool
    {
        $order = WriteTransaction::run(function () use ($orderId): ?Order {
            $now = now();
            $changed = DB::table('orders')->where('id', $orderId)->where('status', OrderStatus::New->value)->where('held_until', '<=', $now)
                ->update(['status' => OrderStatus::Released->value, 'released_at' => $now, 'status_changed_at' => $now, 'updated_at' => $now, 'version' => DB::raw('version + 1')]);
            if ($changed !== 1) {
                return null;
            }
            $this->stock->release($orderId);
            PromoUses::giveBack($orderId);
            DB::table('one_click_holds')->where('order_id', $orderId)->delete();
            OrderEvent::query()->create([
                'order_id' => $orderId, 'user_id' => null, 'actor' => OrderActor::System, 'type' => OrderEventType::Status,
                'from_status' => OrderStatus::New->value, 'to_status' => OrderStatus::Released->value, 'body' => null,
                'public' => true, 'created_at' => $now,
            ]);
            $order = Order::onWriteConnection()->findOrFail($orderId);
            OrderMailOutbox::recordStatus($order, OrderStatus::Released);

            return $order;
        });
        if ($order === null) {
            return false;
        }
        OrderMailOutbox::dispatch($order);

        return true;
    }
}
