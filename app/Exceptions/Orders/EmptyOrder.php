<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderKind;
use App\Support\Text;

/** Nothing to order: the cart was emptied (by another tab's order, say) since the page was shown. */
final class EmptyOrder extends OrderRefused
{
    public static function for(OrderKind $kind): self
    {
        return new self($kind, 'cart', Text::get('checkout.cart_empty'));
    }
}
