<?php

declare(strict_types=1);

namespace App\Services\Orders;

/**
 * A unit price staff typed for a line of an order taken by hand, in bani, with the reason they gave and who they are.
 * Below the list price it is kept on the line (`price_reason`, `price_set_by`); StaffOrderStep decides whether it may
 * be charged.
 */
final readonly class SetPrice
{
    public function __construct(public int $unitPrice, public ?string $reason, public ?int $setBy)
    {
    }
}
