<?php

declare(strict_types=1);

namespace App\Actions\Cart;

use App\Models\Cart;
use App\Models\Product;

/**
 * Sets a line's quantity, capped by the stock and the cart's maximum.
 */
final class UpdateCartItem
{
    /** @return int|null the line's quantity afterwards, or null when the cart has no such line */
    public function handle(Cart $cart, Product $product, int $quantity): ?int
    {
        $quantity = max(1, min($quantity, AddToCart::cap($product)));
        $line = $cart->items()->where('product_id', $product->id);
        // MySQL and MariaDB count the rows an update changed, not those it found: a line already at this quantity
        // counts 0 there, so 0 is asked again (SQLite and PostgreSQL count found rows: 0 means no line).
        $updated = $line->clone()->update(['quantity' => $quantity]);

        return $updated === 0 && ! $line->exists() ? null : $quantity;
    }
}
