<?php

declare(strict_types=1);

namespace App\Queries\Payments;

use App\Models\Payment;

/** A payment as the provider's callback names it (its reference) or as the shopper's return address does (its public id). */
final class FindPayment
{
    public static function byReference(string $provider, string $reference): ?Payment
    {
        return Payment::query()->where('provider', $provider)->where('reference', $reference)->first();
    }

    public static function byPublicId(string $publicId): ?Payment
    {
        return Payment::query()->where('public_id', $publicId)->first();
    }
}
