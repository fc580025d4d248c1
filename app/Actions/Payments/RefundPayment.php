<?php

declare(strict_types=1);

namespace App\Actions\Payments;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Exceptions\Payments\RefundRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\User;
use App\Services\Audit\AuditLog;
use App\Services\Payments\Maib\Amounts;
use App\Services\Payments\PaymentProviders;
use App\Services\Payments\ProviderUnavailable;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

/**
 * Gives money of an order paid online back through its provider (a card refund at maib, an instant payment sent
 * back through MIA), once per idempotency key: the same key again answers the refund it made, whatever its outcome,
 * and sends nothing twice. Never more than was captured minus what was refunded: the amount is claimed on the payment
 * row by one conditional UPDATE (`refunded + amount <= captured`) in the transaction that writes the refund row under
 * its unique key, before the provider is asked; a refund the provider turns down gives its claim back. A provider
 * that does not answer leaves the refund pending with its claim kept (staff check it at the bank), so a retry can
 * never refund twice. A refund the provider took writes the timeline row and the audit entry (`payment.refund`).
 */
final readonly class RefundPayment
{
    public const AUDIT_ACTION = 'payment.refund';

    public function __construct(private PaymentProviders $providers)
    {
    }

    /**
     * @param  int  $amount  bani
     * @param  string  $key  the caller's idempotency key (at most 100 characters)
     *
     * @throws RefundRefused
     */
    public function handle(Order $order, int $amount, string $key, ?User $staff): PaymentRefund
    {
        $existing = $this->byKey($order, $key);
        if ($existing !== null) {
            return $existing;
        }
        if ($amount < 1 || $key === '' || strlen($key) > 100) {
            throw RefundRefused::invalidAmount();
        }

        try {
            $refund = WriteTransaction::run(fn (): PaymentRefund => $this->claim($order, $amount, $key, $staff));
        } catch (UniqueConstraintViolationException) {
            // The same key sent at the same moment: the request that wrote it first makes the refund.
            return $this->byKey($order, $key) ?? throw RefundRefused::keyOfAnotherOrder();
        }

        /** @var Payment $payment */
        $payment = Payment::query()->findOrFail($refund->payment_id);
        try {
            $answer = $this->providers->get($payment->provider)->refund($payment, $amount);
        } catch (ProviderUnavailable $silent) {
            Log::warning('A refund got no answer from the payment provider; it stays pending for staff to check', [
                'refund' => $refund->id, 'payment' => $payment->id, 'reason' => $silent->getMessage(),
            ]);
            PaymentRefund::query()->whereKey($refund->id)->update(['provider_answer' => mb_substr($silent->getMessage(), 0, 2000)]);

            throw RefundRefused::providerSilent();
        }

        if (! $answer->accepted) {
            WriteTransaction::run(static function () use ($refund, $payment, $amount, $answer): void {
                $changed = DB::table('payment_refunds')->where('id', $refund->id)->where('status', PaymentRefund::PENDING)
                    ->update(['status' => PaymentRefund::FAILED, 'provider_answer' => $answer->answer, 'updated_at' => now()]);
                if ($changed === 1) {
                    DB::table('payments')->where('id', $payment->id)->update(['refunded' => DB::raw('refunded - '.$amount), 'updated_at' => now()]);
                }
            });

            throw RefundRefused::providerRefused();
        }

        WriteTransaction::run(static function () use ($refund, $payment, $order, $amount, $answer, $staff): void {
            $changed = DB::table('payment_refunds')->where('id', $refund->id)->where('status', PaymentRefund::PENDING)
                ->update(['status' => PaymentRefund::DONE, 'provider_answer' => $answer->answer, 'updated_at' => now()]);
            if ($changed !== 1) {
                return;
            }
            OrderEvent::query()->create([
                'order_id' => $order->id, 'user_id' => $staff?->id, 'actor' => $staff === null ? OrderActor::System : OrderActor::Staff,
                'type' => OrderEventType::Payment, 'from_status' => null, 'to_status' => 'refunded',
                'body' => sprintf('%s · −%s %s · %s', $payment->provider, number_format(Amounts::toLei($amount), 2, '.', ' '), $payment->currency, $payment->reference),
                'public' => false, 'created_at' => now(),
            ]);
            AuditLog::record($staff === null ? StaffActor::console() : StaffActor::user($staff), self::AUDIT_ACTION, $order,
                ['refunded' => $payment->refunded - $amount], ['refunded' => $payment->refunded, 'amount' => $amount, 'payment_reference' => $payment->reference], $order->number);
        });

        return $refund->refresh();
    }

    /** The order's refund made under this key; a key another order used is refused. */
    private function byKey(Order $order, string $key): ?PaymentRefund
    {
        $refund = PaymentRefund::query()->where('key', $key)->first();
        if ($refund !== null && $refund->order_id !== $order->id) {
            throw RefundRefused::keyOfAnotherOrder();
        }

        return $refund;
    }

    /**
     * Claims the amount on the first of the order's paid payments with that much left, and writes the refund row.
     */
    private function claim(Order $order, int $amount, string $key, ?User $staff): PaymentRefund
    {
        /** @var list<Payment> $payments */
        $payments = Payment::query()->where('order_id', $order->id)->whereIn('status', [Payment::PAID, Payment::REVIEW])
            ->whereNotNull('captured')->orderBy('id')->get()->all();
        foreach ($payments as $payment) {
            $changed = DB::table('payments')->where('id', $payment->id)->whereIn('status', [Payment::PAID, Payment::REVIEW])
                ->whereRaw('refunded + ? <= captured', [$amount])
                ->update(['refunded' => DB::raw('refunded + '.$amount), 'updated_at' => now()]);
            if ($changed === 1) {
                return PaymentRefund::query()->create([
                    'payment_id' => $payment->id, 'order_id' => $order->id, 'key' => $key, 'amount' => $amount,
                    'status' => PaymentRefund::PENDING, 'user_id' => $staff?->id,
                ]);
            }
        }
        $left = 0;
        foreach ($payments as $payment) {
            $left = max($left, $payment->refundable());
        }

        throw RefundRefused::moreThanPaid($left);
    }
}
