<?php

declare(strict_types=1);

namespace App\Actions\Payments;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Exceptions\Payments\PaymentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Payments\PaymentProviders;
use Illuminate\Support\Facades\DB;

/**
 * The shopper gives up paying online (a declined card, no bank app at hand) and pays cash on delivery instead: the
 * order goes back to the usual hold of a checkout order (`orders.hold_hours` from when it was placed), waiting for the
 * shop's call. One conditional UPDATE (still unpaid, still open, still online) decides; staff see it on the timeline.
 */
final class SwitchToCash
{
    /**
     * @throws PaymentRefused
     */
    public function handle(Order $order): Order
    {
        WriteTransaction::run(static function () use ($order): void {
            $hold = $order->created_at->copy()->addHours(config()->integer('orders.hold_hours'));
            $changed = DB::table('orders')->where('id', $order->id)->whereNull('paid_at')
                ->whereIn('status', [OrderStatus::New->value, OrderStatus::Confirmed->value])
                ->whereIn('payment_method', array_keys(PaymentProviders::METHODS))
                ->update([
                    'payment_method' => 'cash', 'updated_at' => now(), 'version' => DB::raw('version + 1'),
                    'held_until' => $order->currentStatus() === OrderStatus::New ? $hold : $order->held_until,
                ]);
            if ($changed !== 1) {
                throw PaymentRefused::notPayable();
            }
            OrderEvent::query()->create([
                'order_id' => $order->id, 'user_id' => null, 'actor' => OrderActor::Customer, 'type' => OrderEventType::Payment,
                'from_status' => null, 'to_status' => 'cash', 'body' => null, 'public' => false, 'created_at' => now(),
            ]);
        });

        return $order->refresh();
    }
}
