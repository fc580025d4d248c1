<?php

declare(strict_types=1);

namespace App\Services\Payments;

/** A provider's callback read: the id of the payment it is about, whether its signature holds, and what it says. */
final readonly class CallbackReport
{
    public function __construct(public string $reference, public bool $signatureValid, public PaymentReport $report)
    {
    }
}
