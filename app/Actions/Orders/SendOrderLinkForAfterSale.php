<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Services\Orders\OrderMailOutbox;

/**
 * The order lookup's "return or warranty" button: the order's signed link goes to the address on the order (never to
 * one typed by the visitor) through the order mails' outbox, in the order's language. Returns the masked address it
 * went to, or null for an order without one (the customer is told to call the shop).
 */
final class SendOrderLinkForAfterSale
{
    public function handle(Order $order): ?string
    {
        $email = $order->email;
        if ($email === null) {
            return null;
        }
        if (OrderMailOutbox::recordLink($order)) {
            OrderMailOutbox::dispatch($order);
        }

        return OrderLinks::maskEmail($email);
    }
}
