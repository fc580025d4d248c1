<?php

declare(strict_types=1);

namespace App\Http\Controllers\Orders;

use App\Actions\Orders\SendOrderLinkForAfterSale;
use App\Http\Controllers\Controller;
use App\Http\Requests\Orders\LookupOrderRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Orders\CustomerOrder;
use App\Queries\Orders\OrderLookup;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Validation\ValidationException;
use Inertia\Inertia;
use Inertia\Response;

/**
 * Finding an order without its link (/comanda/cautare): the order's number and the phone it was placed with. A match
 * shows where the order is (its status and timeline, nothing of its contact, address or lines); anything else gets
 * one answer, whether the number exists or not. The `order-lookup` rate limit (per address and per number) keeps
 * anyone from walking through numbers or phones.
 */
final class OrderLookupController extends Controller
{
    public function show(): Response
    {
        $title = Text::get('orders.lookup.title');

        return Page::render('orders/lookup', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('orders.lookup')]],
        ], Text::get('orders.lookup.description'));
    }

    public function find(LookupOrderRequest $request, OrderLookup $orders): RedirectResponse|JsonResponse
    {
        $order = $orders->find($request->number(), $request->phone());
        if ($order === null) {
            throw ValidationException::withMessages(['number' => Text::get('orders.lookup.not_found')]);
        }
        $progress = CustomerOrder::progress($order);
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['data' => $progress]);
        }
        Inertia::flash('orderLookup', $progress);

        return redirect(LocalizedRoutes::url('orders.lookup'));
    }

    /**
     * "Return or warranty: send me the order's link": the same number and phone again, then the order's signed link
     * to the address on the order. Rate limited per order and per IP (`order-lookup-link`) on top of `order-lookup`.
     */
    public function sendLink(LookupOrderRequest $request, OrderLookup $orders, SendOrderLinkForAfterSale $send): RedirectResponse|JsonResponse
    {
        $order = $orders->find($request->number(), $request->phone());
        if ($order === null) {
            throw ValidationException::withMessages(['number' => Text::get('orders.lookup.not_found')]);
        }
        $masked = $send->handle($order);
        $phones = config()->array('shop.phones');
        $answer = $masked !== null
            ? ['sent' => true, 'message' => Text::get('orders.lookup.after_sale.sent', ['email' => $masked])]
            : ['sent' => false, 'message' => Text::get('orders.lookup.after_sale.no_email', ['phone' => Phone::format(is_string($phones[0] ?? null) ? $phones[0] : null)])];
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json($answer, $masked !== null ? 202 : 200);
        }
        Inertia::flash('orderLookup', CustomerOrder::progress($order));
        Inertia::flash('orderLookupLink', $answer);

        return redirect(LocalizedRoutes::url('orders.lookup'));
    }
}
