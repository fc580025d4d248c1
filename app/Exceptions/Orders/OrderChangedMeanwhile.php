<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Support\Text;

/** Somebody else changed the order since the page was loaded: the change was not made (409). */
final class OrderChangedMeanwhile extends OrderChangeRefused
{
    public static function make(): self
    {
        return new self('status', Text::get('orders.change.changed_meanwhile'), 409);
    }
}
