<?php

declare(strict_types=1);

namespace App\Services\Payments;

/**
 * What a provider reports of a payment, in the shop's words: `paid`, `failed`, `expired` or `pending` (still open),
 * with the amount in bani and the currency the provider says moved, and what staff need to find it at the bank.
 */
final readonly class PaymentReport
{
    public const PAID = 'paid';

    public const FAILED = 'failed';

    public const EXPIRED = 'expired';

    public const PENDING = 'pending';

    public function __construct(
        public string $outcome,
        public ?int $amount = null,
        public ?string $currency = null,
        public ?string $providerStatus = null,
        public ?string $message = null,
        public ?string $transactionId = null,
        public ?string $card = null,
        public ?string $rrn = null,
        public ?string $approval = null,
    ) {
    }

    public function isFinal(): bool
    {
        return $this->outcome !== self::PENDING;
    }
}
