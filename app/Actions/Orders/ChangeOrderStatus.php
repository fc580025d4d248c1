<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\IllegalOrderMove;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Exceptions\Orders\PlaceLacksStock;
use App\Exceptions\Stock\NotEnoughStock;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Audit\AuditLog;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Promos\PromoUses;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * Moves an order along its workflow (App\Enums\OrderStatus), for staff and for a customer cancelling their own order.
 *
 * The move is one conditional UPDATE on the order's id, status and version: of two people acting on the same order
 * at once exactly one changes the row; the other gets OrderChangedMeanwhile (409) and nothing of their move happens.
 * Everything a move entails (the timeline row, stock given back on cancel) is written in the same transaction, so
 * it happens exactly once, for the winner only.
 */
final class ChangeOrderStatus
{
    public function __construct(private readonly StockLedger $stock = new StockLedger)
    {
    }

    /**
     * @param  int  $version  the order's version the person saw when they chose the move
     * @param  int|null  $userId  the staff member or customer account acting; null for the shop itself or a guest
     * @param  StaffActor|null  $staff  a staff member's move, for the audit log
     * @param  int|null  $placeId  when packing: the store or warehouse the units are taken from
     * @param  array{courier: string|null, tracking_number: string|null}|null  $shipment  when shipping: who carries it and its tracking number
     *
     * @throws IllegalOrderMove when the workflow does not allow the move from the order's status
     * @throws OrderChangedMeanwhile when the order changed since $version
     * @throws PlaceLacksStock when the place picked for packing lacks some of the order's units (nothing moves)
     */
    public function handle(Order $order, OrderStatus $to, int $version, OrderActor $actor, ?int $userId = null, ?string $reason = null, ?StaffActor $staff = null, ?int $placeId = null, ?array $shipment = null): Order
    {
        $from = $order->currentStatus();
        if ($order->version !== $version) {
            throw OrderChangedMeanwhile::make();
        }
        if (! $from->canMoveTo($to, $order->isPickup())) {
            throw IllegalOrderMove::from($from, $to);
        }

        WriteTransaction::run(function () use ($order, $from, $to, $version, $actor, $userId, $reason, $staff, $placeId, $shipment): void {
            $now = now();
            $changes = ['status' => $to->value, 'version' => $version + 1, 'status_changed_at' => $now, 'updated_at' => $now];
            if ($to === OrderStatus::Cancelled) {
                $changes['cancel_reason'] = $reason;
            }
            if ($to === OrderStatus::Confirmed) {
                $changes['confirmed_at'] = $now;
            }
            if ($to === OrderStatus::Shipped && $shipment !== null) {
                $changes['courier'] = $shipment['courier'];
                $changes['tracking_number'] = $shipment['tracking_number'];
            }
            $changed = DB::table('orders')->where('id', $order->id)->where('status', $from->value)->where('version', $version)->update($changes);
            if ($changed !== 1) {
                throw OrderChangedMeanwhile::make();
            }

            if ($to === OrderStatus::Confirmed && $order->kind === OrderKind::OneClick->value) {
                // Confirmed by phone: the scheduled release leaves it alone, the phone may order the product again.
                DB::table('one_click_holds')->where('order_id', $order->id)->delete();
            }

            OrderEvent::query()->create([
                'order_id' => $order->id,
                'user_id' => $userId,
                'actor' => $actor,
                'type' => OrderEventType::Status,
                'from_status' => $from->value,
                'to_status' => $to->value,
                'body' => $reason,
                'public' => true,
                'created_at' => $now,
            ]);

            $this->moveStock($order, $to, $placeId);
            $this->tellCustomer($order, $to);
            $this->audit($order, $from, $to, $reason, $staff, $placeId);
        });

        return $order->refresh();
    }

    /**
     * The stock a move entails (inside the move's transaction, so for the winner only): a cancelled order gives every
     * reserved unit back to its place, once; packing from a picked place reserves the units there instead.
     */
    private function moveStock(Order $order, OrderStatus $to, ?int $placeId): void
    {
        if ($to === OrderStatus::Cancelled) {
            $this->stock->release($order->id);
            // A code or cart rule's use is had again by someone else (docs/promo-codes.md).
            PromoUses::giveBack($order->id);
            // A cancelled one-click order no longer blocks the phone from ordering the product again.
            DB::table('one_click_holds')->where('order_id', $order->id)->delete();
        }
        if ($to === OrderStatus::Packed && $placeId !== null) {
            try {
                $this->stock->move($order->id, $placeId);
            } catch (NotEnoughStock $short) {
                throw PlaceLacksStock::from($short);
            }
        }
    }

    /** The customer's mail about a move that matters to them, through the order's mail outbox. */
    private function tellCustomer(Order $order, OrderStatus $to): void
    {
        // The row commits with the move; the job waits for the commit (and the sweep sends it if the job is lost).
        if (OrderMailOutbox::recordStatus($order, $to)) {
            OrderMailOutbox::dispatch($order);
        }
    }

    /** A staff member's move in the audit log. */
    private function audit(Order $order, OrderStatus $from, OrderStatus $to, ?string $reason, ?StaffActor $staff, ?int $placeId): void
    {
        if ($staff === null) {
            return;
        }
        $after = ['status' => $to->value, 'reason' => $reason];
        if ($to === OrderStatus::Packed && $placeId !== null) {
            // The place the units were packed from (the reservation followed it).
            $after['place_id'] = $placeId;
        }
        AuditLog::record($staff, 'order.status', $order, ['status' => $from->value], $after, $order->number);
    }
}
