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
    /** Taken by a member of staff on the phone (`orders.placed_by`), through the same pipeline as the checkout. */
    case Phone = 'phone';
    /** A sale at a store's counter, entered by a member of staff (`orders.placed_by`). */
    case Store = 'store';

    /** True for the kinds staff enter by hand in the back office. */
    public function byStaff(): bool
    {
        return $this === self::Phone || $this === self::Store;
    }
}
