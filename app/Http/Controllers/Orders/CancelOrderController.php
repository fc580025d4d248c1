<?php

declare(strict_types=1);

namespace App\Http\Controllers\Orders;

use App\Actions\Orders\CancelOwnOrder;
use App\Http\Controllers\Controller;
use App\Http\Requests\Orders\CancelOrderRequest;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Queries\Orders\OrderByNumber;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;

/**
 * A customer cancels their own order while it is still new (POST /comanda/{number}/anulare), on the order page's
 * own terms: its account, its guest cookie, or the cancel address signed for the page's signed link. Anyone else
 * gets the same 404 as for a number that does not exist.
 */
final class CancelOrderController extends Controller
{
    public function __invoke(CancelOrderRequest $request, OrderByNumber $orders, CancelOwnOrder $cancel, string $number): RedirectResponse|JsonResponse
    {
        $order = $orders->find($number);
        if ($order === null || ! OrderLinks::canView($request, $order, GuestId::of($request))) {
            abort(404);
        }
        $userId = $request->user()?->getAuthIdentifier();
        $order = $cancel->handle($order, $request->version(), $request->reason(), is_int($userId) ? $userId : null);

        $message = Text::get('orders.cancel.done');
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['message' => $message, 'status' => $order->status]);
        }

        Inertia::flash('orderCancel', ['message' => $message]);

        return back();
    }
}
