<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * What staff mark a customer with (customers.flag), shown wherever the customer's orders appear in the back office:
 * the customer's page, the order page and the order list. A fixed list so that it reads the same to everybody in
 * both languages; the note beside it says why.
 */
enum CustomerFlag: string
{
    case Vip = 'vip';
    case NoPickup = 'no_pickup';
    case Fraud = 'fraud';
    case CallFirst = 'call_first';

    public function labelKey(): string
    {
        return 'admin.customers.flags.'.$this->value;
    }

    /** The badge's tone: a warning for what should make staff careful. */
    public function tone(): string
    {
        return match ($this) {
            self::Vip => 'success',
            self::CallFirst => 'info',
            self::NoPickup => 'warning',
            self::Fraud => 'danger',
        };
    }
}
