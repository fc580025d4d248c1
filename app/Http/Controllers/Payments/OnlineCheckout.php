<?php

declare(strict_types=1);

namespace App\Http\Controllers\Payments;

use App\Actions\Payments\StartPayment;
use App\Exceptions\Payments\PaymentRefused;
use App\Models\Order;
use App\Models\Payment;
use App\Services\Payments\PaymentContext;
use App\Services\Payments\PaymentProviders;
use Illuminate\Http\Request;
use Inertia\Inertia;

/**
 * The checkout's step after an order paid online is placed: its first payment is opened at once. When the provider
 * does not answer, the order stays placed (its units held for the payment's short time) and its page offers to try
 * again or to pay cash; the shopper is told why.
 */
final class OnlineCheckout
{
    public static function start(Request $request, Order $order): ?Payment
    {
        if (! PaymentProviders::isOnline($order->payment_method) || $order->paid_at !== null) {
            return null;
        }
        try {
            return app(StartPayment::class)->handle($order, (string) $order->payment_method, static fn (Payment $payment): PaymentContext => OrderPaymentController::context($request, $order, $payment));
        } catch (PaymentRefused $refused) {
            Inertia::flash('payment', ['message' => $refused->getMessage(), 'tone' => 'error']);

            return null;
        }
    }

    /**
     * @return array{payment?: array{status: string, method: string, pay_url: ?string}}
     */
    public static function json(?Payment $payment): array
    {
        return $payment === null ? [] : ['payment' => ['status' => $payment->status, 'method' => $payment->method, 'pay_url' => $payment->pay_url]];
    }
}
