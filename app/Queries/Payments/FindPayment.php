<?php

declare(strict_types=1);

namespace App\Queries\Payments;

use App\Models\Payment;

/**
 * A payment as the provider's callback names it (its reference), as the shopper's return address does (its public id)
 * or as the back office's order page does (its id, within that order).
 */
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

    /**
     * @throws \Illuminate\Database\Eloquent\ModelNotFoundException another order's payment, or none
     */
    public static function ofOrder(int $orderId, int $paymentId): Payment
    {
        /** @var Payment */
        return Payment::query()->where('order_id', $orderId)->findOrFail($paymentId);
    }
}
