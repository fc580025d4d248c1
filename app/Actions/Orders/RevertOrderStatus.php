<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Exceptions\Orders\OrderRevertRefused;
use App\Exceptions\Stock\NotEnoughStock;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Services\Audit\AuditLog;
use App\Services\Orders\LastMove;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Promos\PromoUses;
use App\Services\Stock\StockLedger;
use Carbon\CarbonInterface;
use Illuminate\Support\Facades\DB;

/**
 * A manager takes back a final move made by mistake (shipped, ready for pickup, completed, cancelled; LastMove says
 * which and until when): the order returns to the status it had, with what the move did undone. Only a cancellation
 * moved stock (it gave the reservations back), so reverting one reserves the same units at the same places again,
 * or refuses when they were sold meanwhile; handing over and completing left the reservations as they were.
 *
 * Like a move, it is one conditional UPDATE on the order's status and version: of a move and a revert (or two
 * reverts) racing, one wins and the other gets OrderChangedMeanwhile (409). The timeline row, the audit entry
 * (`order.status_revert`) and the customer's mail are written in the same transaction.
 */
final class RevertOrderStatus
{
    public const AUDIT_ACTION = 'order.status_revert';

    public function __construct(private readonly StockLedger $stock = new StockLedger)
    {
    }

    /**
     * @throws OrderChangedMeanwhile when the order changed since $version
     * @throws OrderRevertRefused when there is no move to revert, its time has passed, or its units are gone
     */
    public function handle(Order $order, int $version, string $reason, StaffActor $staff): Order
    {
        if ($order->version !== $version) {
            throw OrderChangedMeanwhile::make();
        }
        $last = LastMove::of($order);
        if ($last === null || ! $last->isRevertible()) {
            throw OrderRevertRefused::nothingToRevert();
        }
        if (! $last->canRevertNow()) {
            throw OrderRevertRefused::tooLate(config()->integer('orders.revert_minutes'));
        }

        WriteTransaction::run(function () use ($order, $last, $version, $reason, $staff): void {
            $now = now();
            $changes = ['status' => $last->from->value, 'version' => $version + 1, 'status_changed_at' => $this->enteredAt($order, $last->from) ?? $now, 'updated_at' => $now];
            if ($last->to === OrderStatus::Cancelled) {
                $changes['cancel_reason'] = null;
            }
            // An unconfirmed order back from a cancellation whose hold ran out meanwhile gets the time staff give when
            // they extend a hold; otherwise the next release of unconfirmed orders would take it straight back.
            if ($last->from === OrderStatus::New && ($order->held_until === null || $order->held_until->lessThanOrEqualTo($now))) {
                $changes['held_until'] = $now->copy()->addHours(config()->integer('orders.extend_hours'));
            }
            $changed = DB::table('orders')->where('id', $order->id)->where('status', $last->to->value)->where('version', $version)->update($changes);
            if ($changed !== 1) {
                throw OrderChangedMeanwhile::make();
            }
            if ($last->to === OrderStatus::Cancelled) {
                $this->reserveAgain($order, $last->from);
            }

            $event = OrderEvent::query()->create([
                'order_id' => $order->id,
                'user_id' => $staff->userId,
                'actor' => OrderActor::Staff,
                'type' => OrderEventType::Revert,
                'from_status' => $last->to->value,
                'to_status' => $last->from->value,
                'body' => $reason,
                'public' => true,
                'created_at' => $now,
            ]);
            if (OrderMailOutbox::recordRevert($order, $last->to, $event->id)) {
                OrderMailOutbox::dispatch($order);
            }
            AuditLog::record($staff, self::AUDIT_ACTION, $order, ['status' => $last->to->value], ['status' => $last->from->value, 'reason' => $reason], $order->number);
        });

        return $order->refresh();
    }

    /**
     * When the order first entered the status it goes back to, as its timeline says (a pickup order ready again keeps
     * the moment it was ready, and so its last day in the store); null when no row says it.
     */
    private function enteredAt(Order $order, OrderStatus $status): ?CarbonInterface
    {
        $event = OrderEvent::query()->where('order_id', $order->id)
            ->whereIn('type', [OrderEventType::Status->value, OrderEventType::Revert->value])
            ->where('to_status', $status->value)->orderByDesc('id')->first();
        if ($event !== null && $event->created_at !== null) {
            return $event->created_at;
        }

        return $status === OrderStatus::New ? $order->created_at : null;
    }

    /**
     * Undoes what cancelling did: the reservations it gave back are taken again at their places and, for a one-click
     * order going back to new, the hold that keeps the phone from ordering the product twice is back.
     */
    private function reserveAgain(Order $order, OrderStatus $back): void
    {
        try {
            $this->stock->restore($order->id);
        } catch (NotEnoughStock $short) {
            throw OrderRevertRefused::stockGone($short);
        }
        // The codes and cart rules the cancellation gave back are the order's again, if uses are left.
        PromoUses::takeAgain($order->id);
        if ($back !== OrderStatus::New || $order->kind !== OrderKind::OneClick->value) {
            return;
        }
        /** @var list<int> $products */
        $products = $order->lines()->reorder()->whereNotNull('product_id')->distinct()->pluck('product_id')->map(static fn (mixed $id): int => (int) $id)->values()->all();
        $rows = array_map(static fn (int $product): array => ['phone' => $order->phone, 'product_id' => $product, 'order_id' => $order->id, 'created_at' => now()], $products);
        if (DB::table('one_click_holds')->insertOrIgnore($rows) !== count($rows)) {
            throw OrderRevertRefused::oneClickOpen();
        }
    }
}
