<?php

declare(strict_types=1);

namespace App\Http\Controllers\Cart;

use App\Actions\Cart\AddToCart;
use App\Actions\Cart\RemoveFromCart;
use App\Actions\Cart\UpdateCartItem;
use App\Http\Controllers\Controller;
use App\Http\Requests\Cart\AddToCartRequest;
use App\Http\Requests\Cart\UpdateCartItemRequest;
use App\Infrastructure\Shopper\CurrentCart;
use App\Queries\Cart\CartProduct;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;

/**
 * Writes to the shopper's own cart lines. Pages get a redirect back (the header count comes with the shared
 * props); `Accept: application/json` callers get the line's quantity and the cart's count.
 */
final class CartItemController extends Controller
{
    public function __construct(private readonly CurrentCart $carts)
    {
    }

    public function store(AddToCartRequest $request, AddToCart $add): JsonResponse|RedirectResponse
    {
        $product = $request->product();
        $quantity = $add->handle($this->carts->findOrCreate($request), $product, $request->quantity());

        return $this->answer($request, $product->id, $quantity, 'cart.added');
    }

    public function update(UpdateCartItemRequest $request, int $product, UpdateCartItem $update, CartProduct $products): JsonResponse|RedirectResponse
    {
        $cart = $this->carts->find($request);
        $model = $products->find($product);
        $quantity = $cart === null || $model === null ? null : $update->handle($cart, $model, $request->quantity());
        if ($quantity === null) {
            abort(404);
        }

        return $this->answer($request, $product, $quantity, 'cart.updated');
    }

    public function destroy(Request $request, int $product, RemoveFromCart $remove): JsonResponse|RedirectResponse
    {
        $cart = $this->carts->find($request);
        if ($cart !== null) {
            $remove->handle($cart, $product);
        }

        return $this->answer($request, $product, 0, 'cart.removed');
    }

    private function answer(Request $request, int $productId, int $quantity, string $message): JsonResponse|RedirectResponse
    {
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json([
                'product_id' => $productId,
                'quantity' => $quantity,
                'cart' => ['count' => $this->carts->count($request)],
            ]);
        }
        Inertia::flash('cart', ['message' => Text::get($message), 'product_id' => $productId]);

        return back();
    }
}
