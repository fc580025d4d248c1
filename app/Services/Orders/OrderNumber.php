<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Models\Order;

/** The readable order number, made from the id right after the insert, so it is unique without a counter. */
final class OrderNumber
{
    /** ES-2611-000123: year and month of the order, then its id. */
    public static function for(Order $order): string
    {
        return sprintf('ES-%s-%06d', $order->created_at->format('ym'), $order->id);
    }
}
