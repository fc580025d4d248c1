<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Support\Text;

/** A courier or tracking number set on an order that is not (or no longer) shipped: nothing was changed (409). */
final class OrderNotShipped extends OrderChangeRefused
{
    public static function make(): self
    {
        return new self('shipment', Text::get('admin.orders.shipment.not_shipped'), 409);
    }
}
