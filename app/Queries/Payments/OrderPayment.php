<?php

declare(strict_types=1);

namespace App\Queries\Payments;

use App\Enums\OrderStatus;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Order;
use App\Models\Payment;
use App\Services\Payments\PaymentProviders;
use App\Support\Dates;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Date;
use Illuminate\Support\Facades\URL;

/**
 * The order page's online payment panel and its status JSON: where the latest attempt is (pending with its card page
 * or QR and expiry, paid, failed, expired), what the shopper may do next (try again, switch to cash) and the addresses
 * to do it, signed until the page's own link expires when the page was opened through one (as the cancel form is).
 *
 * @phpstan-type OrderPaymentProps array{method: string, kind: ?string, status: string, paid: bool, amount: int, pay_url: ?string, expires_at: ?string, held_until: ?string, can_retry: bool, can_switch_cash: bool, test_mode: bool, urls: array{start: string, cash: string, status: string}}
 */
final class OrderPayment
{
    /**
     * @return OrderPaymentProps|null null for an order paid neither online nor with an online attempt
     */
    public static function of(Order $order, Request $request): ?array
    {
        /** @var Payment|null $latest */
        $latest = Payment::query()->where('order_id', $order->id)->latest('id')->first();
        if ($latest === null && ! PaymentProviders::isOnline($order->payment_method)) {
            return null;
        }
        $paid = $order->paid_at !== null;
        $open = in_array($order->currentStatus(), [OrderStatus::New, OrderStatus::Confirmed], true);
        $status = $paid ? Payment::PAID : ($latest === null ? 'none' : $latest->status);
        $pending = ! $paid && $latest !== null && $latest->status === Payment::PENDING;

        return [
            'method' => (string) $order->payment_method,
            'kind' => $latest?->method,
            'status' => $status,
            'paid' => $paid,
            'amount' => $order->total,
            'pay_url' => $pending ? $latest->pay_url : null,
            'expires_at' => $pending && $latest->expires_at !== null ? Dates::dateTime($latest->expires_at) : null,
            'held_until' => ! $paid && $order->held_until !== null && $order->currentStatus() === OrderStatus::New ? Dates::dateTime($order->held_until) : null,
            'can_retry' => ! $paid && $open && ! $pending && PaymentProviders::isOnline($order->payment_method),
            'can_switch_cash' => ! $paid && $open && PaymentProviders::isOnline($order->payment_method),
            'test_mode' => config()->boolean('payments.test_mode'),
            'urls' => [
                'start' => self::url($request, 'orders.payment.start', $order),
                'cash' => self::url($request, 'orders.payment.cash', $order),
                'status' => self::url($request, 'orders.payment.status', $order),
            ],
        ];
    }

    private static function url(Request $request, string $route, Order $order): string
    {
        $expires = $request->query('expires');
        if (is_string($expires) && ctype_digit($expires) && ($request->hasValidSignature() || $request->hasValidSignature(false))) {
            return URL::temporarySignedRoute(LocalizedRoutes::name($route), Date::createFromTimestamp((int) $expires), ['number' => $order->number], false);
        }

        return LocalizedRoutes::url($route, ['number' => $order->number]);
    }
}
