<?php

declare(strict_types=1);

namespace App\Actions\Cart;

use App\Infrastructure\Database\WriteTransaction;
use App\Models\Cart;
use App\Models\Product;
use Illuminate\Support\Facades\DB;

/**
 * Adds units of a product to a cart, summing with what the line already holds, capped by the stock and the
 * cart's maximum. Done in the database (insert-or-ignore, then increment and clamp) so parallel adds never lose
 * units or exceed the cap.
 */
final class AddToCart
{
    /** @return int the line's quantity afterwards */
    public function handle(Cart $cart, Product $product, int $quantity): int
    {
        $cap = self::cap($product);
        $line = DB::table('cart_items')->where('cart_id', $cart->id)->where('product_id', $product->id);

        return WriteTransaction::run(function () use ($cart, $product, $quantity, $cap, $line): int {
            $inserted = DB::table('cart_items')->insertOrIgnore([
                'cart_id' => $cart->id,
                'product_id' => $product->id,
                'quantity' => min($quantity, $cap),
                'created_at' => now(),
                'updated_at' => now(),
            ]);
            if ($inserted === 0) {
                (clone $line)->increment('quantity', $quantity, ['updated_at' => now()]);
                (clone $line)->where('quantity', '>', $cap)->update(['quantity' => $cap]);
            }

            return (int) (clone $line)->value('quantity');
        });
    }

    /** The most units of a product one cart line may hold (0 when it is out of stock). */
    public static function cap(Product $product): int
    {
        return max(0, min($product->stock_total, config()->integer('cart.max_quantity')));
    }
}
