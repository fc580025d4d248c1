<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderOverLimit;
use App\Models\Order;
use Closure;
use Illuminate\Contracts\Cache\LockTimeoutException;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

/**
 * What keeps fake orders from holding the shop's stock (a cash order needs no more than a phone number): at most
 * `cart.max_quantity` units of one product per order, and at most `orders.open_per_phone` orders of one phone number
 * and `orders.open_per_shopper` of one shopper (account, else guest cookie) waiting for the shop's call at once.
 * Orders waiting are those still new: confirming one, cancelling it or its hold running out
 * (App\Actions\Orders\ReleaseUnconfirmedOrders) makes room for the next.
 *
 * check() counts inside the order's write transaction. On SQLite that transaction holds the only write lock from its
 * start, so two orders of one phone are counted one after the other; on a database server serialized() makes them
 * take turns with a cache lock per phone and per shopper (always in that order, so two requests never wait for each
 * other), so orders sent at once cannot all find room.
 */
final class OrderLimits
{
    /** Seconds an order waits for another of the same phone or shopper to be placed; placing one takes milliseconds. */
    private const LOCK_SECONDS = 10;

    /**
     * @template T
     *
     * Runs $place (which may throw whatever it throws), or throws OrderOverLimit::busy() when another order of the
     * same phone or shopper held the turn for longer than LOCK_SECONDS.
     *
     * @param  Closure(): T  $place
     * @return T
     */
    public static function serialized(OrderDraft $draft, Closure $place): mixed
    {
        if (DB::connection()->getDriverName() === 'sqlite') {
            return $place();
        }
        $owner = $draft->owner->userId !== null ? 'user:'.$draft->owner->userId : 'guest:'.$draft->owner->guestId;
        $keys = ['open-orders:phone:'.hash('sha256', $draft->details['phone']), 'open-orders:'.hash('sha256', $owner)];

        try {
            return Cache::lock($keys[0], self::LOCK_SECONDS)->block(self::LOCK_SECONDS, static fn (): mixed => Cache::lock($keys[1], self::LOCK_SECONDS)
                ->block(self::LOCK_SECONDS, $place));
        } catch (LockTimeoutException) {
            throw OrderOverLimit::busy($draft->kind);
        }
    }

    /**
     * Refuses the draft when it breaks a limit. Call inside the order's write transaction, before the order's row.
     *
     * @throws OrderOverLimit
     */
    public static function check(OrderDraft $draft): void
    {
        $maxUnits = config()->integer('cart.max_quantity');
        $units = [];
        foreach ($draft->lines as $line) {
            $units[$line->product->id] = ($units[$line->product->id] ?? 0) + $line->quantity;
            if ($units[$line->product->id] > $maxUnits) {
                throw OrderOverLimit::quantity($draft->kind, $line->product->translate('name'), $maxUnits);
            }
        }

        // The limits on orders waiting for a call keep shoppers from flooding the call list; an order staff take by
        // phone or in a store is confirmed at once and waits for nobody.
        if (in_array($draft->kind, [OrderKind::Phone, OrderKind::Store], true)) {
            return;
        }
        $perPhone = config()->integer('orders.open_per_phone');
        if (self::waiting()->where('phone', $draft->details['phone'])->count() >= $perPhone) {
            throw OrderOverLimit::openForPhone($draft->kind, $perPhone);
        }
        $owner = $draft->owner->userId !== null ? ['user_id', $draft->owner->userId] : ['guest_id', $draft->owner->guestId];
        $perShopper = config()->integer('orders.open_per_shopper');
        if ($owner[1] !== null && self::waiting()->where(...$owner)->count() >= $perShopper) {
            throw OrderOverLimit::openForShopper($draft->kind, $perShopper);
        }
    }

    /** @return \Illuminate\Database\Eloquent\Builder<Order> */
    private static function waiting(): \Illuminate\Database\Eloquent\Builder
    {
        return Order::onWriteConnection()->where('status', OrderStatus::New->value);
    }
}
