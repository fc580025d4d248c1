<?php

declare(strict_types=1);

namespace App\Http\Controllers\Checkout;

use App\Actions\Checkout\PlaceCheckoutOrder;
use App\Http\Controllers\Controller;
use App\Http\Controllers\Payments\OnlineCheckout;
use App\Http\Requests\Checkout\PlaceOrderRequest;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\CurrentCart;
use App\Infrastructure\Shopper\GuestId;
use App\Queries\Account\SavedAddresses;
use App\Queries\Cart\CartSummary;
use App\Queries\Checkout\CheckoutOptions;
use App\Services\Orders\OrderOwner;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Str;
use Inertia\Inertia;
use Inertia\Response;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;

/** The checkout page (/checkout) and placing the order from it. */
final class CheckoutController extends Controller
{
    public function show(Request $request, CurrentCart $carts, CartSummary $summaries, CheckoutOptions $options, SavedAddresses $addresses): Response|RedirectResponse
    {
        $summary = $summaries->for($carts->find($request));
        if ($summary['lines'] === []) {
            return redirect(LocalizedRoutes::url('cart.show'));
        }
        $user = $request->user();
        $title = Text::get('checkout.title');

        return Page::render('checkout/show', $title, [
            'breadcrumbs' => [
                ['name' => Text::get('cart.title'), 'url' => LocalizedRoutes::url('cart.show')],
                ['name' => $title, 'url' => LocalizedRoutes::url('checkout.show')],
            ],
            'summary' => $summary,
            'options' => $options->for($summary['lines'], $summary['total']),
            'contact' => [
                'name' => $user === null ? '' : (string) $user->getAttribute('name'),
                'email' => $user === null ? '' : (string) $user->getAttribute('email'),
                'phone' => $user === null ? '' : (string) ($user->getAttribute('phone') ?? ''),
            ],
            // The account's saved addresses, the default first: choosing one fills the courier fields.
            'addresses' => $user === null ? [] : $addresses->for((int) $user->getAuthIdentifier()),
            // A fresh key per visit of the page: the form sends it with every try, so a retry finds its order.
            'idempotency_key' => (string) Str::uuid(),
        ]);
    }

    public function store(PlaceOrderRequest $request, CurrentCart $carts, PlaceCheckoutOrder $place): RedirectResponse|JsonResponse|SymfonyResponse
    {
        $user = $request->user();
        $owner = $user === null ? OrderOwner::guest(GuestId::ensure($request)) : OrderOwner::account((int) $user->getAuthIdentifier());
        $order = $place->handle($carts->find($request), $request->details(), $owner, $request->idempotencyKey(), app()->getLocale());
        // Paid online: the card page or the QR opens at once (a provider that does not answer leaves the order to try again).
        $payment = OnlineCheckout::start($request, $order);

        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['number' => $order->number, 'total' => $order->total, 'subtotal' => $order->subtotal, 'delivery_fee' => $order->delivery_fee] + OnlineCheckout::json($payment), 201);
        }
        if ($payment?->method === 'card' && $payment->pay_url !== null) {
            return Inertia::location($payment->pay_url);
        }

        // Once, on the page the checkout leads to: the order opened again later (from the account, a mail) thanks no more.
        Inertia::flash('orderPlaced', ['number' => $order->number]);

        return redirect(OrderLinks::page($order, absolute: false));
    }
}
