<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use App\Models\Cart;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

/**
 * The cart of whoever sends the request: the account's when signed in, else the guest cookie's. Nobody can name
 * another cart: the id never comes from the request.
 */
final class CurrentCart
{
    /** The existing cart, or null (no query at all for a guest without a cookie). */
    public function find(Request $request): ?Cart
    {
        $owner = self::owner($request, create: false);

        return $owner === null ? null : Cart::query()->where($owner[0], $owner[1])->first();
    }

    /** The cart, created on first use (issuing the guest cookie when needed). */
    public function findOrCreate(Request $request): Cart
    {
        /** @var array{0: string, 1: int|string} $owner */
        $owner = self::owner($request, create: true);
        // Insert-or-ignore on the unique key, then read: two first adds at once still share one cart.
        DB::table('carts')->insertOrIgnore([$owner[0] => $owner[1], 'created_at' => now(), 'updated_at' => now()]);

        return Cart::query()->where($owner[0], $owner[1])->firstOrFail();
    }

    /** Units in the cart for the header badge: one query, none for a guest without a cookie. */
    public function count(Request $request): int
    {
        $owner = self::owner($request, create: false);
        if ($owner === null) {
            return 0;
        }

        return (int) DB::table('cart_items')->join('carts', 'carts.id', '=', 'cart_items.cart_id')
            ->where('carts.'.$owner[0], $owner[1])->sum('cart_items.quantity');
    }

    /**
     * @return array{0: string, 1: int|string}|null
     */
    private static function owner(Request $request, bool $create): ?array
    {
        $user = $request->user();
        if ($user !== null) {
            return ['user_id', (int) $user->getAuthIdentifier()];
        }
        $guestId = $create ? GuestId::ensure($request) : GuestId::of($request);

        return $guestId === null ? null : ['guest_id', $guestId];
    }
}
