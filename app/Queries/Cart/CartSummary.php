<?php

declare(strict_types=1);

namespace App\Queries\Cart;

use App\Actions\Cart\AddToCart;
use App\Models\Cart;
use App\Models\CartItem;
use App\Models\Product;
use App\Queries\Products\ProductCards;
use App\Queries\Promotions\PromotionalPrices;
use App\Services\Credit\CreditTeaser;

/**
 * A cart as the cart page shows it: lines with the products' current prices from the database, line totals, stock
 * warnings, the total and the credit teaser for it. Two queries whatever the number of lines (items with products,
 * their brands) plus the credit programmes once.
 *
 * @phpstan-import-type Card from ProductCards
 *
 * @phpstan-type CartLine array{product: Card, quantity: int, max_quantity: int, line_total: int, warning: 'out_of_stock'|'limited'|null, available: int}
 * @phpstan-type Summary array{lines: list<CartLine>, count: int, total: int, credit: array{monthly: int, months: int, zero_percent: bool, effective_annual_rate_bp: int}|null}
 */
final readonly class CartSummary
{
    public function __construct(private CreditTeaser $teaser)
    {
    }

    /**
     * @return Summary
     */
    public function for(?Cart $cart): array
    {
        /** @var list<CartItem> $items */
        $items = $cart === null ? [] : $cart->items()->with(['product.brand', 'product.mainImage'])->orderBy('id')->get()->all();
        PromotionalPrices::give(array_map(static fn (CartItem $item): Product => $item->product, $items));
        $lines = [];
        foreach ($items as $item) {
            $lines[] = $this->line($item);
        }
        $total = array_sum(array_column($lines, 'line_total'));

        return [
            'lines' => $lines,
            'count' => array_sum(array_column($lines, 'quantity')),
            'total' => $total,
            'credit' => $total > 0 ? $this->teaser->for($total) : null,
        ];
    }

    /**
     * @return CartLine
     */
    private function line(CartItem $item): array
    {
        $product = $item->product;
        $warning = null;
        if ($product->stock_total <= 0) {
            $warning = 'out_of_stock';
        } elseif ($item->quantity > $product->stock_total) {
            $warning = 'limited';
        }

        return [
            'product' => ProductCards::card($product),
            'quantity' => $item->quantity,
            'max_quantity' => max(1, AddToCart::cap($product)),
            // The price the order will charge (OrderPrices): a running promotion's when one lowers it.
            'line_total' => $product->sellingPrice() * $item->quantity,
            'warning' => $warning,
            'available' => max(0, $product->stock_total),
        ];
    }
}
