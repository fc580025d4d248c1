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
use App\Services\Promos\PromoResult;
use App\Services\Promos\PromoRules;

/**
 * A cart as the cart page shows it: lines with the products' current prices from the database, line totals, stock
 * warnings, what the cart's code and the automatic cart rules take off each line (docs/promo-codes.md), the total
 * and the credit teaser for it. Two queries whatever the number of lines (items with products, their brands), the
 * running rules and the code once, plus the credit programmes once.
 *
 * @phpstan-import-type Card from ProductCards
 *
 * @phpstan-type CartLine array{product: Card, quantity: int, max_quantity: int, line_total: int, discount: int, warning: 'out_of_stock'|'limited'|null, available: int}
 * @phpstan-type AppliedPromo array{label: string, code: string|null, discount: int, free_delivery: bool}
 * @phpstan-type Promo array{code: string|null, refusal: string|null, applied: list<AppliedPromo>}
 * @phpstan-type Summary array{lines: list<CartLine>, count: int, subtotal: int, discount: int, total: int, free_delivery: bool, promo: Promo, credit: array{monthly: int, months: int, zero_percent: bool, effective_annual_rate_bp: int}|null}
 */
final readonly class CartSummary
{
    public function __construct(private CreditTeaser $teaser, private PromoRules $promos)
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
        // An empty cart asks nothing of the rules, unless it holds a code (which then says why it does not apply).
        $promo = $items === [] && $cart?->promo_code === null ? PromoResult::none(0) : $this->promos->evaluate(
            PromoRules::lines(array_map(static fn (CartItem $item): array => [$item->product, $item->quantity], $items)),
            $cart?->promo_code,
            PromoRules::customerKeys($cart?->user_id),
        );
        $lines = [];
        foreach ($items as $index => $item) {
            $lines[] = $this->line($item, $promo->lineDiscounts[$index] ?? 0);
        }
        $subtotal = array_sum(array_column($lines, 'line_total'));
        $discount = $promo->discount();
        $total = $subtotal - $discount;

        return [
            'lines' => $lines,
            'count' => array_sum(array_column($lines, 'quantity')),
            'subtotal' => $subtotal,
            'discount' => $discount,
            // What the goods cost after the rules: what delivery's threshold, credit and the order's total go by.
            'total' => $total,
            'free_delivery' => $promo->freeDelivery,
            'promo' => self::promo($cart?->promo_code, $promo),
            'credit' => $total > 0 ? $this->teaser->for($total) : null,
        ];
    }

    /**
     * @return Promo
     */
    private static function promo(?string $code, PromoResult $result): array
    {
        return [
            'code' => $code === null ? null : PromoRules::normalize($code),
            'refusal' => $result->refusal?->message(),
            'applied' => array_map(static fn ($applied): array => [
                'label' => $applied->rule->translate('label'),
                'code' => $applied->code?->code,
                'discount' => $applied->discount,
                'free_delivery' => $applied->freeDelivery,
            ], $result->applied),
        ];
    }

    /**
     * @return CartLine
     */
    private function line(CartItem $item, int $discount): array
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
            'discount' => $discount,
            'warning' => $warning,
            'available' => max(0, $product->stock_total),
        ];
    }
}
