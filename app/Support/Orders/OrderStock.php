<?php

declare(strict_types=1);

namespace App\Support\Orders;

use App\Exceptions\Orders\OutOfStock;
use Illuminate\Support\Facades\DB;

/**
 * Takes an order's units: one conditional UPDATE per line (`… WHERE stock_total >= qty`), and the store's row for a
 * pickup order. 0 rows changed means another order took the units first. Runs inside the order's transaction, so a
 * refusal rolls back every line already taken.
 */
final class OrderStock
{
    /**
     * @param  list<PricedLine>  $lines
     *
     * @throws OutOfStock naming every line that is short
     */
    public function take(OrderDraft $draft, array $lines): void
    {
        $storeId = $draft->pickupStoreId();
        $short = [];
        foreach ($lines as $line) {
            $productId = $line->product->id;
            $taken = DB::table('products')->where('id', $productId)->where('stock_total', '>=', $line->quantity)
                ->decrement('stock_total', $line->quantity);
            if ($taken === 1 && $storeId !== null) {
                $taken = DB::table('product_stock')->where('product_id', $productId)->where('store_id', $storeId)
                    ->where('quantity', '>=', $line->quantity)->decrement('quantity', $line->quantity);
            }
            if ($taken !== 1) {
                $short[] = $line->product->translate('name');
            }
        }
        if ($short !== []) {
            throw OutOfStock::of($draft->kind, $short);
        }
    }
}
