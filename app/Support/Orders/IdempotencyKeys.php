<?php

declare(strict_types=1);

namespace App\Support\Orders;

use App\Models\Order;
use App\Support\Text;
use Illuminate\Validation\ValidationException;

/**
 * The one owner check for order forms' idempotency keys (checkout and buy in one click). A key belongs to the
 * shopper who first sent it: the same account, or the same guest cookie when no account placed the order. That
 * shopper's retry answers the order already made; anyone else gets the same 409 whatever the order is, so a guessed
 * or copied key reveals nothing about somebody else's order.
 */
final class IdempotencyKeys
{
    /**
     * The order already made with this key for this shopper, or null when the key is unused.
     *
     * @param  array{user_id: int|null, guest_id: string|null}  $owner
     *
     * @throws ValidationException 409 when another shopper sent the key first
     */
    public static function orderFor(string $key, array $owner): ?Order
    {
        $order = Order::query()->where('idempotency_key', $key)->first();
        if ($order === null) {
            return null;
        }
        if (! self::belongsTo($order, $owner)) {
            throw self::refusal();
        }

        return $order;
    }

    public static function refusal(): ValidationException
    {
        return ValidationException::withMessages(['cart' => Text::get('checkout.key_used')])->status(409);
    }

    /**
     * @param  array{user_id: int|null, guest_id: string|null}  $owner
     */
    private static function belongsTo(Order $order, array $owner): bool
    {
        if ($owner['user_id'] !== null) {
            return $order->user_id === $owner['user_id'];
        }

        return $owner['guest_id'] !== null && $order->user_id === null && $order->guest_id === $owner['guest_id'];
    }
}
