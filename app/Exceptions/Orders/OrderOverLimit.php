<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderKind;
use App\Support\Text;

/**
 * An order past one of the limits that keep fake orders from holding the shop's stock (App\Services\Orders\OrderLimits):
 * too many units of one product, or too many orders of one phone number or one shopper still waiting for a call.
 */
final class OrderOverLimit extends OrderRefused
{
    public static function quantity(OrderKind $kind, string $product, int $max): self
    {
        return new self($kind, 'cart', Text::get('checkout.limits.quantity', ['product' => $product, 'max' => (string) $max]));
    }

    public static function openForPhone(OrderKind $kind, int $max): self
    {
        return new self($kind, 'phone', Text::get('checkout.limits.open_for_phone', ['max' => (string) $max]));
    }

    public static function openForShopper(OrderKind $kind, int $max): self
    {
        return new self($kind, $kind === OrderKind::OneClick ? 'phone' : 'cart', Text::get('checkout.limits.open_for_shopper', ['max' => (string) $max]));
    }

    /** Another order of the same phone or shopper held the check for longer than a request may wait. */
    public static function busy(OrderKind $kind): self
    {
        return new self($kind, 'cart', Text::get('checkout.limits.busy'));
    }
}
