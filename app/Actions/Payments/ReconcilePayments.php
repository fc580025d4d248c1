<?php

declare(strict_types=1);

namespace App\Actions\Payments;

use App\Models\Payment;
use App\Services\Payments\PollPayment;
use Illuminate\Support\Facades\DB;

/**
 * For callbacks that never come (`payments:reconcile`, every few minutes): each payment still pending
 * `payments.reconcile_after_minutes` after it started is read from its provider and settled as its callback would
 * have been; one whose time has run out and that the provider still calls open is expired here, and one that never
 * reached the provider (no id) is failed. A success the provider reports later still arrives and is flagged for staff
 * if the order's units went back meanwhile (SettlePayment).
 */
final readonly class ReconcilePayments
{
    public function __construct(private PollPayment $poll, private SettlePayment $settle)
    {
    }

    /**
     * @return array{read: int, expired: int}
     */
    public function handle(int $limit = 200): array
    {
        $read = 0;
        $expired = 0;
        $payments = Payment::query()->where('status', Payment::PENDING)
            ->where('created_at', '<=', now()->subMinutes(config()->integer('payments.reconcile_after_minutes')))
            ->orderBy('id')->limit($limit)->get();
        foreach ($payments as $payment) {
            /** @var Payment $payment */
            if ($payment->reference === null) {
                $expired += DB::table('payments')->where('id', $payment->id)->where('status', Payment::PENDING)
                    ->update(['status' => Payment::FAILED, 'status_message' => 'not started', 'settled_at' => now(), 'updated_at' => now()]);

                continue;
            }
            DB::table('payments')->where('id', $payment->id)->update(['checked_at' => now()]);
            if ($this->poll->ask($payment)) {
                $read++;
            }
            $payment->refresh();
            if ($payment->status === Payment::PENDING && $payment->expires_at !== null && $payment->expires_at->isPast()) {
                $expired += $this->settle->expire($payment) ? 1 : 0;
            }
        }

        return ['read' => $read, 'expired' => $expired];
    }
}
