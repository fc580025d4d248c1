<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Exceptions\Orders\OutOfStock;
use App\Models\Product;
use App\Queries\Promotions\PromotionalPrices;

/**
 * Prices a draft from the database, in one query: whatever product objects the draft was built with (a cart loaded
 * a while ago, a page's product), the order takes today's price (a running promotion's when one lowers it), name and SKU. Runs inside the order's transaction.
 */
final class OrderPrices
{
    /**
     * @return list<PricedLine>
     *
     * @throws OutOfStock when a product is gone from the catalogue or taken off the shop by staff
     */
    public function lines(OrderDraft $draft): array
    {
        $ids = array_map(static fn (DraftLine $line): int => $line->product->id, $draft->lines);
        $products = Product::query()->whereKey($ids)->get()->keyBy('id');
        // A running promotion's price is the price charged, as the cart and checkout showed it.
        PromotionalPrices::give($products);

        $priced = [];
        $gone = [];
        $inactive = [];
        foreach ($draft->lines as $line) {
            $product = $products->get($line->product->id);
            if ($product === null) {
                $gone[] = $line->product->translate('name');

                continue;
            }
            if (! $product->is_active) {
                $inactive[] = $product->translate('name');

                continue;
            }
            $priced[] = new PricedLine($product, $line->quantity, $line->price);
        }
        if ($gone !== []) {
            throw OutOfStock::of($draft->kind, $gone);
        }
        if ($inactive !== []) {
            throw OutOfStock::unavailable($draft->kind, $inactive);
        }

        return $priced;
    }

    /**
     * @param  list<PricedLine>  $lines
     */
    public static function subtotal(array $lines): int
    {
        return array_sum(array_map(static fn (PricedLine $line): int => $line->total(), $lines));
    }
}
