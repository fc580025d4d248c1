<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\OrderEvent;
use Carbon\CarbonInterface;

/**
 * An order's last status move as its timeline records it, and whether a manager may still revert it: a final move
 * (OrderStatus::FINAL_MOVES) made by staff, not itself reverted, and at most `orders.revert_minutes` old. A move by
 * the customer (cancelling their own new order) or by the shop (a hold running out) is theirs and stays.
 */
final readonly class LastMove
{
    private function __construct(
        public OrderStatus $from,
        public OrderStatus $to,
        public CarbonInterface $at,
        private bool $byStaff,
        private bool $reverted,
    ) {
    }

    /** The order's last status move or revert; null when its status never moved. */
    public static function of(Order $order): ?self
    {
        $event = OrderEvent::query()->where('order_id', $order->id)
            ->whereIn('type', [OrderEventType::Status->value, OrderEventType::Revert->value])
            ->orderByDesc('id')->first();
        if ($event === null || $event->from_status === null || $event->to_status === null || $event->created_at === null) {
            return null;
        }
        $from = OrderStatus::tryFrom($event->from_status);
        $to = OrderStatus::tryFrom($event->to_status);
        if ($from === null || $to === null || $to->value !== $order->status) {
            return null;
        }

        return new self($from, $to, $event->created_at, $event->actor === OrderActor::Staff, $event->type === OrderEventType::Revert);
    }

    /** Whether this kind of move can be reverted at all (the time aside). */
    public function isRevertible(): bool
    {
        return $this->byStaff && ! $this->reverted && $this->to->isFinalMove();
    }

    /** The last moment a revert is accepted. */
    public function revertibleUntil(): CarbonInterface
    {
        return $this->at->copy()->addMinutes(config()->integer('orders.revert_minutes'));
    }

    /** Whether a manager may revert it now. */
    public function canRevertNow(): bool
    {
        return $this->isRevertible() && now()->lessThanOrEqualTo($this->revertibleUntil());
    }
}
