<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderKind;
use App\Services\Promos\PromoRefusal;
use App\Support\Text;

/**
 * The cart's code cannot be had when the order is placed (used up by other orders meanwhile, ended, no longer fits):
 * the order is not placed at a discount it cannot have; the shopper reads why and may order without the code.
 */
final class PromoCodeRefused extends OrderRefused
{
    public static function because(OrderKind $kind, string $code, PromoRefusal $refusal): self
    {
        return new self($kind, 'promo_code', Text::get('promo.refused_at_order', ['code' => $code, 'reason' => $refusal->message()]));
    }
}
