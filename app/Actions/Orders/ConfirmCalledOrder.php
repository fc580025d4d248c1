<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\IllegalOrderMove;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Services\Audit\AuditLog;
use App\Services\Checkout\DeliveryFee;
use Illuminate\Support\Facades\DB;

/**
 * "Called, confirmed": staff rang the one-click shopper back and typed what they agreed (name, delivery and its zone,
 * payment, comment); a courier's fee is the checkout's for that zone and the order's lines. The details are saved and the order moves to confirmed in one transaction, version-checked like every
 * move (ChangeOrderStatus), so the order becomes a normal one and its hold ends; a release or another member of
 * staff acting first leaves it untouched (409).
 */
final class ConfirmCalledOrder
{
    public function __construct(private readonly ChangeOrderStatus $changeStatus)
    {
    }

    /**
     * @param  array{name: string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, store_id: ?int, payment_method: string, comment: ?string}  $details
     *
     * @throws OrderChangedMeanwhile
     * @throws IllegalOrderMove
     */
    public function handle(Order $order, array $details, int $version, StaffActor $staff): Order
    {
        if ($order->kind !== OrderKind::OneClick->value) {
            throw IllegalOrderMove::from($order->currentStatus(), OrderStatus::Confirmed);
        }
        $pickup = $details['delivery_method'] === 'pickup';
        $zone = $pickup ? null : $details['delivery_zone'];
        // The courier's fee of the zone agreed, as the checkout would have charged it for these lines.
        $fee = DeliveryFee::for($details['delivery_method'], $zone, $order->subtotal);
        $changes = [
            'name' => $details['name'],
            'delivery_method' => $details['delivery_method'],
            'delivery_zone' => $zone,
            'city' => $pickup ? null : $details['city'],
            'address' => $pickup ? null : $details['address'],
            'store_id' => $pickup ? $details['store_id'] : null,
            'payment_method' => $details['payment_method'],
            'comment' => $details['comment'],
            'delivery_fee' => $fee,
            'total' => $order->subtotal + $fee,
        ];

        return WriteTransaction::run(function () use ($order, $changes, $version, $staff): Order {
            $saved = DB::table('orders')->where('id', $order->id)->where('status', OrderStatus::New->value)->where('version', $version)
                ->update($changes);
            if ($saved !== 1) {
                throw OrderChangedMeanwhile::make();
            }
            $before = array_intersect_key($order->getAttributes(), $changes);
            $order->forceFill($changes)->syncOriginal();
            AuditLog::record($staff, 'order.call_details', $order, $before, $changes, $order->number);

            return $this->changeStatus->handle($order, OrderStatus::Confirmed, $version, OrderActor::Staff, $staff->userId, null, $staff);
        });
    }
}
