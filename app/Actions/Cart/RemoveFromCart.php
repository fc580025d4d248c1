<?php

declare(strict_types=1);

namespace App\Actions\Cart;

use App\Models\Cart;

final class RemoveFromCart
{
    public function handle(Cart $cart, int $productId): void
    {
        $cart->items()->where('product_id', $productId)->delete();
    }
}
