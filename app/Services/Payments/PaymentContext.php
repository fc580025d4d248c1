<?php

declare(strict_types=1);

namespace App\Services\Payments;

/** What the provider needs besides the order: the shopper's address and language, and the shop's addresses for it. */
final readonly class PaymentContext
{
    public function __construct(
        public string $clientIp,
        public string $locale,
        public string $okUrl,
        public string $failUrl,
        public string $callbackUrl,
    ) {
    }
}
