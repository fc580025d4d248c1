<?php

declare(strict_types=1);

namespace App\Enums;

/** How money goes back to the customer; stored in `refunds.method`. */
enum RefundMethod: string
{
    /** Paid out in cash at a store (the store is recorded). */
    case Cash = 'cash';
    /** Back to the card the order was paid with, through the payment provider. */
    case Card = 'card';
    /** A bank transfer to the IBAN the customer gave. */
    case Transfer = 'transfer';

    public function labelKey(): string
    {
        return 'refunds.method.'.$this->value;
    }
}
