<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderKind;
use App\Support\Text;

/** Another order took the units first: nothing of this order was kept. */
final class OutOfStock extends OrderRefused
{
    /**
     * @param  list<string>  $products  the names of the lines short of stock
     */
    public static function of(OrderKind $kind, array $products): self
    {
        return new self($kind, 'cart', Text::get('checkout.out_of_stock', ['products' => implode(', ', $products)]));
    }

    /**
     * @param  list<string>  $products  the names of the lines staff took off the shop
     */
    public static function unavailable(OrderKind $kind, array $products): self
    {
        return new self($kind, 'cart', Text::get('checkout.unavailable', ['products' => implode(', ', $products)]));
    }
}
