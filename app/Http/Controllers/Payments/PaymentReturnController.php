<?php

declare(strict_types=1);

namespace App\Http\Controllers\Payments;

use App\Http\Controllers\Controller;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Payment;
use App\Queries\Payments\FindPayment;
use App\Services\Payments\PollPayment;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;

/**
 * Where maib sends the shopper back from its card page (okUrl, failUrl: GET /plata/{payment}/intoarcere?rezultat=ok|esec),
 * the payment named by its random public id. The payment is read from the provider once (its callback may not have
 * come yet), and the shopper lands on the order page with a message saying where the payment is; the order page
 * itself decides who sees it (the order's account or guest cookie), so this address opens nothing by itself.
 */
final class PaymentReturnController extends Controller
{
    public function __invoke(Request $request, PollPayment $poll, string $payment): RedirectResponse
    {
        $found = FindPayment::byPublicId($payment);
        if ($found === null) {
            abort(404);
        }
        if ($found->status === Payment::PENDING) {
            $poll->ask($found);
            $found->refresh();
        }
        $order = $found->order()->firstOrFail();
        [$key, $tone] = match (true) {
            $order->paid_at !== null => ['payments.paid_message', 'success'],
            $found->status === Payment::PENDING => ['payments.return.pending', 'info'],
            default => ['payments.return.fail', 'error'],
        };
        Inertia::flash('payment', ['message' => Text::get($key), 'tone' => $tone]);

        return redirect(OrderLinks::canView($request, $order, GuestId::of($request))
            ? OrderLinks::page($order, absolute: false)
            : LocalizedRoutes::url('orders.show', ['number' => $order->number]));
    }
}
