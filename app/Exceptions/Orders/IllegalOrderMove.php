<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderStatus;
use App\Support\Text;

/** A move the workflow does not allow from the order's current status (422). */
final class IllegalOrderMove extends OrderChangeRefused
{
    public static function from(OrderStatus $from, OrderStatus $to): self
    {
        return new self('status', Text::get('orders.change.illegal', [
            'from' => Text::get($from->labelKey()),
            'to' => Text::get($to->labelKey()),
        ]), 422);
    }
}
