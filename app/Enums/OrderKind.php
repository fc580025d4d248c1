<?php

declare(strict_types=1);

namespace App\Enums;

/** Where an order came from; stored in `orders.kind`. */
enum OrderKind: string
{
    /** The cart through the checkout form. */
    case Checkout = 'checkout';
    /** One unit from the product page with a phone number; held until staff confirm it. */
    case OneClick = 'one_click';
}
