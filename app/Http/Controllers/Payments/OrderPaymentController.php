<?php

declare(strict_types=1);

namespace App\Http\Controllers\Payments;

use App\Actions\Payments\StartPayment;
use App\Actions\Payments\SwitchToCash;
use App\Http\Controllers\Controller;
use App\Http\Requests\Payments\StartPaymentRequest;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Payment;
use App\Queries\Orders\OrderByNumber;
use App\Queries\Payments\OrderPayment;
use App\Services\Payments\PaymentContext;
use App\Services\Payments\PollPayment;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Symfony\Component\HttpFoundation\Response;

/**
 * An order's online payment from its page, on the order page's own terms (its account, its guest cookie, or the
 * addresses signed for the page's signed link; anyone else gets the 404 of a number that does not exist): start or
 * try again (the card page, or a new QR), switch to cash on delivery, and the status the QR panel polls.
 */
final class OrderPaymentController extends Controller
{
    public function start(StartPaymentRequest $request, OrderByNumber $orders, StartPayment $start, string $number): Response
    {
        $order = $this->order($request, $orders, $number);
        $payment = $start->handle($order, $request->paymentMethod(), static fn (Payment $payment): PaymentContext => self::context($request, $order, $payment));
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['status' => $payment->status, 'method' => $payment->method, 'pay_url' => $payment->pay_url], 201);
        }

        return $payment->method === 'card' && $payment->pay_url !== null ? Inertia::location($payment->pay_url) : back();
    }

    public function cash(Request $request, OrderByNumber $orders, SwitchToCash $switch, string $number): RedirectResponse|JsonResponse
    {
        $order = $switch->handle($this->order($request, $orders, $number));
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['payment_method' => $order->payment_method]);
        }
        Inertia::flash('payment', ['message' => Text::get('payments.switched_cash'), 'tone' => 'success']);

        return back();
    }

    public function status(Request $request, OrderByNumber $orders, PollPayment $poll, string $number): JsonResponse
    {
        $order = $this->order($request, $orders, $number);
        $poll->handle($order);

        return response()->json(OrderPayment::of($order->refresh(), $request), 200, ['Cache-Control' => 'no-store, private']);
    }

    /** The addresses maib sends the shopper back to and calls back, for this attempt. */
    public static function context(Request $request, Order $order, Payment $payment): PaymentContext
    {
        $return = static fn (string $result): string => url(LocalizedRoutes::url('payments.return', ['payment' => $payment->public_id], $order->locale)).'?rezultat='.$result;

        return new PaymentContext(
            (string) $request->ip(),
            $order->locale,
            $return('ok'),
            $return('esec'),
            route('payments.callback', ['provider' => $payment->provider]),
        );
    }

    private function order(Request $request, OrderByNumber $orders, string $number): Order
    {
        $order = $orders->find($number);
        if ($order === null || ! OrderLinks::canView($request, $order, GuestId::of($request))) {
            abort(404);
        }

        return $order;
    }
}
