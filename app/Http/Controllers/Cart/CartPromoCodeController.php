<?php

declare(strict_types=1);

namespace App\Http\Controllers\Cart;

use App\Actions\Promos\ApplyPromoCode;
use App\Http\Controllers\Controller;
use App\Http\Requests\Cart\ApplyPromoCodeRequest;
use App\Infrastructure\Shopper\CurrentCart;
use App\Queries\Cart\CartSummary;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;

/**
 * The cart's promo code (docs/promo-codes.md), from the cart page or the checkout: applied when it fits the cart now,
 * refused with its reason otherwise; removed. Pages get a redirect back; JSON callers the cart's sums.
 */
final class CartPromoCodeController extends Controller
{
    public function __construct(private readonly CurrentCart $carts, private readonly CartSummary $summaries)
    {
    }

    public function store(ApplyPromoCodeRequest $request, ApplyPromoCode $apply): JsonResponse|RedirectResponse
    {
        $apply->handle($this->carts->findOrCreate($request), $request->code());

        return $this->answer($request, 'promo.applied');
    }

    public function destroy(Request $request): JsonResponse|RedirectResponse
    {
        $cart = $this->carts->find($request);
        if ($cart !== null && $cart->promo_code !== null) {
            $cart->forceFill(['promo_code' => null])->save();
        }

        return $this->answer($request, 'promo.removed');
    }

    private function answer(Request $request, string $message): JsonResponse|RedirectResponse
    {
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            $summary = $this->summaries->for($this->carts->find($request));

            return response()->json([
                'message' => Text::get($message),
                'promo' => $summary['promo'],
                'subtotal' => $summary['subtotal'],
                'discount' => $summary['discount'],
                'total' => $summary['total'],
                'free_delivery' => $summary['free_delivery'],
            ]);
        }
        Inertia::flash('cart', ['message' => Text::get($message)]);

        return back();
    }
}
