<?php

declare(strict_types=1);

namespace App\Actions\Promos;

use App\Models\Cart;
use App\Queries\Cart\CartSummary;
use Illuminate\Validation\ValidationException;

/**
 * Puts a code on the shopper's cart when it applies to it now; otherwise refuses it with the reason, writing nothing
 * (a wrong guess leaves no row behind). One code per cart: a new one replaces the one before.
 */
final readonly class ApplyPromoCode
{
    public function __construct(private CartSummary $summaries)
    {
    }

    /**
     * @throws ValidationException with the reason under `promo_code`
     */
    public function handle(Cart $cart, string $code): void
    {
        $previous = $cart->promo_code;
        $cart->promo_code = $code;
        $refusal = $this->summaries->for($cart)['promo']['refusal'];
        if ($refusal !== null) {
            $cart->promo_code = $previous;

            throw ValidationException::withMessages(['promo_code' => $refusal]);
        }
        $cart->save();
    }
}
