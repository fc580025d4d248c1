<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * How much of a product there is, as the shopper reads it: in stock, only a few left, or none.
 * The client turns the value into "În stoc" / "Stoc limitat" / "Stoc epuizat" (market.md's labels).
 */
enum StockLevel: string
{
    case InStock = 'in_stock';
    case Few = 'few';
    case None = 'none';

    /** At most this many pieces in one store reads as "only a few left". */
    public const FEW_IN_STORE = 2;

    /** At most this many pieces across all stores reads as "limited stock". */
    public const FEW_IN_TOTAL = 3;

    public static function forStore(int $quantity): self
    {
        return self::byQuantity($quantity, self::FEW_IN_STORE);
    }

    public static function forTotal(int $quantity): self
    {
        return self::byQuantity($quantity, self::FEW_IN_TOTAL);
    }

    private static function byQuantity(int $quantity, int $few): self
    {
        return match (true) {
            $quantity <= 0 => self::None,
            $quantity <= $few => self::Few,
            default => self::InStock,
        };
    }
}
