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
use Closure;
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
 *
 * The caller may name the payment the money comes from (the back office refunds a payment flagged for review, a
 * return's card refund names the paid one). A caller holding the order's lock reserves the refund inside its own
 * transaction (reserve()) and asks the provider after its commit (send()): the pending row counts as refunded from
 * the moment it is written, so nothing else can give the same money back in between.
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
     * @param  int|null  $paymentId  the payment the money comes from; null: the first of the order's payments with that much left
     *
     * @throws RefundRefused
     */
    public function handle(Order $order, int $amount, string $key, ?User $staff, ?int $paymentId = null): PaymentRefund
    {
        $existing = $this->byKey($order, $key);
        if ($existing !== null) {
            return $existing;
        }

        try {
            $refund = WriteTransaction::run(fn (): PaymentRefund => $this->reserve($order, $amount, $key, $staff, $paymentId));
        } catch (UniqueConstraintViolationException) {
            // The same key sent at the same moment: the request that wrote it first makes the refund.
            return $this->byKey($order, $key) ?? throw RefundRefused::keyOfAnotherOrder();
        }

        // Only the request that wrote the row asks the provider.
        return $refund->wasRecentlyCreated ? $this->send($order, $refund, $staff) : $refund;
    }

    /**
     * Claims the amount on the payment and writes the pending refund row, inside the caller's transaction (a caller
     * that holds the order's lock reserves the money there and asks the provider after the commit, with send()). The
     * same key again answers its refund, whatever its outcome.
     *
     * @param  list<string>  $statuses  the payment statuses the money may come from
     *
     * @throws RefundRefused
     */
    public function reserve(Order $order, int $amount, string $key, ?User $staff, ?int $paymentId = null, array $statuses = [Payment::PAID, Payment::REVIEW]): PaymentRefund
    {
        $existing = $this->byKey($order, $key);
        if ($existing !== null) {
            return $existing;
        }
        if ($amount < 1 || $key === '' || strlen($key) > 100) {
            throw RefundRefused::invalidAmount();
        }

        return $this->claim($order, $amount, $key, $staff, $paymentId, $statuses);
    }

    /**
     * Asks the provider for a reserved refund, outside any transaction, and marks it done (timeline row, audit entry)
     * or failed (its claim given back). `$whenDone` runs in the transaction that marks it done, exactly once.
     *
     * @param  (Closure(PaymentRefund): void)|null  $whenDone
     *
     * @throws RefundRefused the provider turned it down, or did not answer (it stays pending)
     */
    public function send(Order $order, PaymentRefund $refund, ?User $staff, ?Closure $whenDone = null): PaymentRefund
    {
        $amount = $refund->amount;
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

        WriteTransaction::run(static function () use ($refund, $payment, $order, $amount, $answer, $staff, $whenDone): void {
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
                ['refunded' => $payment->refunded - $amount], ['refunded' => $payment->refunded, 'amount' => $amount, 'payment_reference' => $payment->reference, 'attention' => $payment->attention], $order->number);
            if ($whenDone !== null) {
                $whenDone($refund);
            }
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
     * Claims the amount on the chosen payment, else on the first of the order's payments with that much left, and
     * writes the refund row.
     *
     * @param  list<string>  $statuses
     */
    private function claim(Order $order, int $amount, string $key, ?User $staff, ?int $paymentId, array $statuses): PaymentRefund
    {
        $query = Payment::query()->where('order_id', $order->id)->whereIn('status', $statuses)->whereNotNull('captured');
        if ($paymentId !== null) {
            $query->where('id', $paymentId);
        }
        /** @var list<Payment> $payments */
        $payments = $query->orderBy('id')->get()->all();
        foreach ($payments as $payment) {
            $changed = DB::table('payments')->where('id', $payment->id)->whereIn('status', $statuses)
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
            $left = max($left, $payment->refresh()->refundable());
        }

        throw RefundRefused::moreThanPaid($left);
    }
}
