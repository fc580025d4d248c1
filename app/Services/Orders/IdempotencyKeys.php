<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Exceptions\Orders\IdempotencyKeyTaken;
use App\Models\Order;

/**
 * The one owner check for order forms' idempotency keys (checkout and buy in one click). A key belongs to the
 * shopper who first sent it: the same account, or the same guest cookie when no account placed the order. That
 * shopper's retry answers the order already made; anyone else gets the same 409 whatever the order is, so a guessed
 * or copied key reveals nothing about somebody else's order.
 */
final class IdempotencyKeys
{
    /**
     * The order already made with the draft's key for its owner, or null when the key is unused.
     *
     * @throws IdempotencyKeyTaken when another shopper sent the key first
     */
    public static function orderFor(OrderDraft $draft): ?Order
    {
        // From the primary: a replica may not have the order a retry sent a moment ago made yet.
        $order = Order::onWriteConnection()->where('idempotency_key', $draft->key)->first();
        if ($order === null) {
            return null;
        }
        if (! $draft->owner->owns($order)) {
            throw IdempotencyKeyTaken::for($draft->kind);
        }

        return $order;
    }
}
