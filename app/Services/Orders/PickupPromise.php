<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Enums\OrderStatus;
use App\Models\Order;
use App\Services\Checkout\PickupReadiness;
use App\Services\Stores\OpeningHoursText;
use App\Services\Stores\StoreCalendar;
use App\Support\Dates;
use Carbon\CarbonImmutable;

/**
 * What a pickup order's customer is told on its page and in its mails while it is on its way to them: the store (name,
 * address, week's hours), when the order is ready (the moment it was marked ready, or until then PickupReadiness
 * counted from now, never from before the order) and the last day the store keeps it (`orders.pickup_hold_days`
 * after the day it is ready). Moments on the shop's clock (`2026-11-23 15:00`), days as `2026-11-26`, texts in the
 * current language. Null for a courier order and once the order is completed, cancelled or released.
 *
 * @phpstan-type Promise array{store: array{name: string, city: string, address: string, hours: list<string>}, ready: bool, ready_at: string|null, held_until: string|null, hold: string}
 */
final class PickupPromise
{
    private const WAITING = [OrderStatus::New, OrderStatus::Confirmed, OrderStatus::Packed, OrderStatus::ReadyForPickup];

    /**
     * @return Promise|null
     */
    public static function for(Order $order): ?array
    {
        $store = $order->isPickup() && $order->store_id !== null ? $order->store : null;
        if ($store === null || ! in_array($order->currentStatus(), self::WAITING, true)) {
            return null;
        }
        $ready = $order->currentStatus() === OrderStatus::ReadyForPickup;
        $readyAt = $ready
            ? CarbonImmutable::instance($order->status_changed_at ?? now())
            : PickupReadiness::readyAt(StoreCalendar::hours($store), self::later(CarbonImmutable::now(), CarbonImmutable::instance($order->created_at)));
        $days = max(0, config()->integer('orders.pickup_hold_days'));

        return [
            'store' => [
                'name' => $store->translate('name'),
                'city' => $store->translate('city'),
                'address' => $store->translate('address'),
                'hours' => OpeningHoursText::lines($store->hours),
            ],
            'ready' => $ready,
            'ready_at' => $readyAt === null ? null : Dates::dateTime($readyAt),
            'held_until' => $readyAt === null ? null : Dates::day($readyAt->setTimezone(config()->string('app.shop_timezone'))->addDays($days)),
            'hold' => trans_choice('orders.pickup.hold_days', $days, ['count' => $days]),
        ];
    }

    private static function later(CarbonImmutable $a, CarbonImmutable $b): CarbonImmutable
    {
        return $a->greaterThan($b) ? $a : $b;
    }
}
