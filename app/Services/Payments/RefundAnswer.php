<?php

declare(strict_types=1);

namespace App\Services\Payments;

/** The provider's answer to a refund: taken or refused, and its words as received (for staff). */
final readonly class RefundAnswer
{
    public function __construct(public bool $accepted, public string $answer)
    {
    }
}
