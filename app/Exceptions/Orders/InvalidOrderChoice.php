<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderKind;
use App\Support\Text;

/** A choice that depends on what is ordered does not fit it: a pickup store or a credit programme. */
final class InvalidOrderChoice extends OrderRefused
{
    public static function noSuchStore(OrderKind $kind): self
    {
        return new self($kind, 'store_id', Text::get('checkout.validation.store_id'));
    }

    /**
     * @param  list<string>  $products  the names of the lines the store lacks
     */
    public static function storeLacks(OrderKind $kind, array $products): self
    {
        return new self($kind, 'store_id', Text::get('checkout.store_missing', ['products' => implode(', ', $products)]));
    }

    public static function creditProgramme(OrderKind $kind): self
    {
        return new self($kind, 'credit_programme', Text::get('checkout.validation.credit_programme'));
    }
}
