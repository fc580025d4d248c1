<?php

declare(strict_types=1);

namespace App\Http\Controllers\Checkout;

use App\Actions\Checkout\PlaceOneClickOrder;
use App\Http\Controllers\Controller;
use App\Http\Requests\Checkout\OneClickOrderRequest;
use App\Infrastructure\Shopper\GuestId;
use App\Services\Orders\OrderOwner;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Validation\ValidationException;
use Inertia\Inertia;

/** Places a one-click order from the product page and brings the shopper back to it with the order number. */
final class OneClickOrderController extends Controller
{
    public function __invoke(OneClickOrderRequest $request, PlaceOneClickOrder $place): RedirectResponse|JsonResponse
    {
        $product = $request->product();
        if ($product === null) {
            throw ValidationException::withMessages(['product_id' => Text::get('cart.validation.product_missing')])->errorBag('oneClick');
        }
        $user = $request->user();
        $owner = $user === null ? OrderOwner::guest(GuestId::ensure($request)) : OrderOwner::account((int) $user->getAuthIdentifier());
        $order = $place->handle($product, $request->string('phone')->toString(), $user === null ? null : (string) $user->getAttribute('name'), $owner, $request->string('idempotency_key')->toString(), app()->getLocale());

        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['number' => $order->number, 'total' => $order->total], 201);
        }
        Inertia::flash('oneClick', ['number' => $order->number]);

        return back();
    }
}
