<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\OrderLine;
use App\Support\Dates;
use App\Support\Phone;

/**
 * One-click orders nobody has called yet (new, still held), the hold ending soonest (the oldest) first. Uses the
 * orders(status, held_until) index; the list is short by nature (a hold lasts hours), capped all the same.
 */
final class OpenCalls
{
    public const LIMIT = 200;

    /**
     * @return list<array<string, mixed>>
     */
    public function get(): array
    {
        /** @var list<Order> $orders */
        $orders = Order::query()->where('status', OrderStatus::New->value)->where('kind', OrderKind::OneClick->value)
            ->with('lines')->orderBy('held_until')->orderBy('id')->limit(self::LIMIT)->get()->all();

        return array_map(static function (Order $order): array {
            $line = $order->lines->first();

            return [
                'number' => $order->number,
                'version' => $order->version,
                'placed_at' => Dates::dateTime($order->created_at),
                'phone' => $order->phone,
                'phone_display' => Phone::format($order->phone),
                'name' => $order->name,
                'product' => $line instanceof OrderLine ? $line->translate('name') : null,
                'quantity' => $line instanceof OrderLine ? $line->quantity : null,
                'total' => $order->total,
                'held_until' => $order->held_until?->toIso8601String(),
                'minutes_left' => $order->held_until === null ? null : max(0, (int) floor(now()->diffInMinutes($order->held_until, false))),
            ];
        }, $orders);
    }
}
