<?php

declare(strict_types=1);

namespace App\Actions\Cart;

use App\Infrastructure\Database\WriteTransaction;
use App\Models\Cart;
use App\Models\CartItem;
use Illuminate\Support\Facades\DB;

/**
 * Moves a guest's cart into an account's at sign-in: quantities of the same product are summed and capped by the
 * stock and the cart's maximum, and the guest's promo code comes along; the guest cart is deleted so the same lines
 * are never merged twice.
 */
final readonly class MergeGuestCart
{
    public function __construct(private AddToCart $addToCart)
    {
    }

    public function handle(string $guestId, int $userId): void
    {
        // Most sign-ins have no guest cart: those take no write lock at all.
        if (! Cart::query()->where('guest_id', $guestId)->exists()) {
            return;
        }

        // The guest cart is read inside the transaction that holds the write lock, so two sign-ins at the same moment
        // cannot both add the same lines: the second finds the cart already gone.
        WriteTransaction::run(function () use ($guestId, $userId): void {
            $guestCart = Cart::query()->where('guest_id', $guestId)->with('items.product')->first();
            if ($guestCart === null) {
                return;
            }
            DB::table('carts')->insertOrIgnore(['user_id' => $userId, 'created_at' => now(), 'updated_at' => now()]);
            $userCart = Cart::query()->where('user_id', $userId)->firstOrFail();
            $guestCart->items->each(function (CartItem $item) use ($userCart): void {
                if ($item->product->stock_total > 0) {
                    $this->addToCart->handle($userCart, $item->product, $item->quantity);
                }
            });
            // The code the guest entered follows the lines (the account's own is kept when the guest had none).
            if ($guestCart->promo_code !== null) {
                $userCart->forceFill(['promo_code' => $guestCart->promo_code])->save();
            }
            $guestCart->delete();
        });
    }
}
