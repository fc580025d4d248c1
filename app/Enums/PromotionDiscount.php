<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * How a promotion lowers its products' price while it runs: a percent off (1–90) or an amount off each product (bani).
 * The promotional price is rounded down to whole lei, as shops show prices, so what a shopper reads is what is
 * charged; a product the amount would bring under one leu keeps its own price.
 */
enum PromotionDiscount: string
{
    case Percent = 'percent';
    case Amount = 'amount';

    public const MAX_PERCENT = 90;

    /** The price of a product of $price under this discount, or null when it would not lower it to one leu or more. */
    public function apply(int $price, int $value): ?int
    {
        $lowered = match ($this) {
            self::Percent => intdiv($price * (100 - $value), 100),
            self::Amount => $price - $value,
        };
        $lowered = $lowered < 100 ? 0 : intdiv($lowered, 100) * 100;

        return $lowered >= 100 && $lowered < $price ? $lowered : null;
    }
}
