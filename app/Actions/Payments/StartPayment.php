<?php

declare(strict_types=1);

namespace App\Actions\Payments;

use App\Enums\OrderStatus;
use App\Exceptions\Payments\PaymentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Models\Order;
use App\Models\Payment;
use App\Services\Payments\PaymentContext;
use App\Services\Payments\PaymentProviders;
use App\Services\Payments\ProviderUnavailable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;

/**
 * Opens an online payment of an order at its provider: a card payment at maib (the shopper goes to its page) or an
 * MIA QR for the exact amount. The amount is the order's `total` as the database has it then. A payment of the same
 * kind still open is answered again instead of a second one (a reload, a double click). The order's units are held
 * for the payment's short time (`payments.hold_minutes`) instead of the usual hold, renewed by each new attempt while
 * the order is unconfirmed and unpaid; once that time runs out unpaid, ReleaseUnconfirmedOrders gives them back.
 * The row is written before the provider is asked (so its callback always finds it); a provider that does not
 * answer leaves it failed, and the shopper may try again (at most `payments.max_attempts`) or pay cash.
 */
final readonly class StartPayment
{
    public function __construct(private PaymentProviders $providers)
    {
    }

    /**
     * @param  string  $paymentMethod  online_card | mia
     * @param  \Closure(Payment): PaymentContext  $context  the addresses the provider sends the shopper and its callback to
     *
     * @throws PaymentRefused
     */
    public function handle(Order $order, string $paymentMethod, \Closure $context): Payment
    {
        $kind = PaymentProviders::METHODS[$paymentMethod] ?? throw PaymentRefused::notPayable();
        // As the database has it now: its status, and the total to charge (a discount may have changed it).
        $order = Order::onWriteConnection()->with('lines')->findOrFail($order->id);
        if ($order->paid_at !== null || ! in_array($order->currentStatus(), [OrderStatus::New, OrderStatus::Confirmed], true)) {
            throw PaymentRefused::notPayable();
        }
        /** @var Payment|null $open */
        $open = Payment::query()->where('order_id', $order->id)->where('method', $kind['method'])->where('status', Payment::PENDING)
            ->whereNotNull('pay_url')->where('amount', $order->total)->where('expires_at', '>', now()->addMinute())->latest('id')->first();
        if ($open !== null) {
            return $open;
        }

        $payment = WriteTransaction::run(function () use ($order, $paymentMethod, $kind): Payment {
            if (Payment::query()->where('order_id', $order->id)->count() >= config()->integer('payments.max_attempts')) {
                throw PaymentRefused::tooManyAttempts();
            }
            $expires = now()->addMinutes(config()->integer('payments.hold_minutes.'.$kind['method']))->startOfSecond();
            // The order's new hold; a confirmed order keeps its units anyway, a released one is not paid.
            DB::table('orders')->where('id', $order->id)->whereNull('paid_at')->where('status', OrderStatus::New->value)
                ->update(['held_until' => $expires, 'payment_method' => $paymentMethod, 'updated_at' => now()]);
            DB::table('orders')->where('id', $order->id)->whereNull('paid_at')->where('status', OrderStatus::Confirmed->value)
                ->update(['payment_method' => $paymentMethod, 'updated_at' => now()]);

            return Payment::query()->create([
                'order_id' => $order->id, 'public_id' => (string) Str::uuid(), 'provider' => $kind['provider'], 'method' => $kind['method'],
                'status' => Payment::PENDING, 'amount' => $order->total, 'currency' => 'MDL', 'expires_at' => $expires,
            ]);
        });

        try {
            $started = $this->providers->get($payment->provider)->start($payment, $order, $context($payment));
        } catch (ProviderUnavailable $exception) {
            Log::warning('A payment could not be started', ['payment' => $payment->id, 'reason' => $exception->getMessage()]);
            DB::table('payments')->where('id', $payment->id)->where('status', Payment::PENDING)
                ->update(['status' => Payment::FAILED, 'status_message' => 'unavailable', 'settled_at' => now(), 'updated_at' => now()]);

            throw PaymentRefused::unavailable();
        }
        $payment->forceFill([
            'reference' => $started->reference, 'pay_url' => $started->payUrl,
            'expires_at' => $started->expiresAt ?? $payment->expires_at,
        ])->save();

        return $payment;
    }
}
