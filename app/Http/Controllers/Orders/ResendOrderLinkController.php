<?php

declare(strict_types=1);

namespace App\Http\Controllers\Orders;

use App\Http\Controllers\Controller;
use App\Infrastructure\Http\OrderLinks;
use App\Mail\Orders\OrderLinkMail;
use App\Queries\Orders\OrderByNumber;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Mail;
use Inertia\Inertia;

/**
 * Mails a fresh order link to the order's own address (never to one given in the request), when the request carries
 * the expired link's genuine `expires` and `signature`. The answer is the same whatever happened (unknown number,
 * forged signature, no address), so it tells nothing about the order; the `order-link` rate limit caps the mails.
 */
final class ResendOrderLinkController extends Controller
{
    public function __invoke(Request $request, OrderByNumber $orders, string $number): RedirectResponse|JsonResponse
    {
        $order = $orders->find($number);
        if ($order !== null && $order->email !== null
            && OrderLinks::isGenuine($order, $request->string('expires')->toString(), $request->string('signature')->toString())) {
            Mail::to($order->email)->locale($order->locale)->queue(new OrderLinkMail($order));
        }

        $message = Text::get('orders.link_expired.sent');
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['message' => $message], 202);
        }
        Inertia::flash('orderLink', ['message' => $message]);

        return back();
    }
}
