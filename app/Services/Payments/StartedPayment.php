<?php

declare(strict_types=1);

namespace App\Services\Payments;

use Carbon\CarbonInterface;

/**
 * A payment the provider has opened: its id (maib's payId, the MIA QR's qrId), where the shopper pays (the hosted card
 * page, or the QR's content) and until when.
 */
final readonly class StartedPayment
{
    public function __construct(public string $reference, public string $payUrl, public ?CarbonInterface $expiresAt = null)
    {
    }
}
