<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Models\Product;

/**
 * A product and how many units of it the shopper asked for. Its price is not trusted: OrderPrices reads it again. Only
 * an order taken by hand may carry a unit price staff typed, which StaffOrderStep checks against the list price.
 */
final readonly class DraftLine
{
    public function __construct(public Product $product, public int $quantity, public ?SetPrice $price = null)
    {
    }
}
