<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderKind;
use App\Support\Text;

/** The form's key belongs to another shopper's order; the words are the same whatever that order is. */
final class IdempotencyKeyTaken extends OrderRefused
{
    public static function for(OrderKind $kind): self
    {
        return new self($kind, 'cart', Text::get('checkout.key_used'));
    }
}
