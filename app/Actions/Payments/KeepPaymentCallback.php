<?php

declare(strict_types=1);

namespace App\Actions\Payments;

use App\Models\Payment;
use Illuminate\Support\Facades\DB;

/**
 * Keeps a provider's callback about a known payment for staff (the back office's payments panel): its status, whether
 * its signature held and its body, at most `payments.callbacks.keep_per_payment` per payment so that a provider
 * sending the same callback again and again, or someone replaying one, cannot grow the table without bound.
 */
final class KeepPaymentCallback
{
    public function handle(Payment $payment, ?string $status, bool $signatureValid, string $body): void
    {
        if (DB::table('payment_callbacks')->where('payment_id', $payment->id)->count() >= config()->integer('payments.callbacks.keep_per_payment')) {
            return;
        }
        DB::table('payment_callbacks')->insert([
            'payment_id' => $payment->id, 'status' => $status, 'signature_valid' => $signatureValid,
            'body' => $body, 'received_at' => now(),
        ]);
    }
}
