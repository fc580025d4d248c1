<?php

declare(strict_types=1);

namespace App\Actions\Cart;

use App\Models\Cart;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Product;

/**
 * "Order again": puts an old order's products into the cart, each as many units as were ordered, as far as the
 * product is still sold (active), in stock and within the cart's cap; every line that could not be added whole says
 * why. Each product is added by AddToCart, which sums with the cart's line and clamps in the database.
 *
 * @phpstan-type Skipped array{name: string, reason: 'gone'|'unavailable'|'out_of_stock'|'limited', added: int, ordered: int}
 * @phpstan-type Result array{added: list<array{name: string, quantity: int}>, skipped: list<Skipped>}
 */
final class AddOrderToCart
{
    public function __construct(private readonly AddToCart $add)
    {
    }

    /**
     * @return Result
     */
    public function handle(Cart $cart, Order $order): array
    {
        $lines = $order->lines;
        $ids = array_values(array_filter($lines->pluck('product_id')->all(), static fn (mixed $id): bool => is_int($id)));
        $products = Product::query()->whereKey($ids)->get()->keyBy('id');
        $result = ['added' => [], 'skipped' => []];
        foreach ($lines as $line) {
            /** @var OrderLine $line */
            $name = $line->translate('name');
            $product = $line->product_id === null ? null : $products->get($line->product_id);
            if (! $product instanceof Product) {
                $result['skipped'][] = ['name' => $name, 'reason' => 'gone', 'added' => 0, 'ordered' => $line->quantity];

                continue;
            }
            $reason = match (true) {
                ! $product->is_active => 'unavailable',
                $product->stock_total <= 0 => 'out_of_stock',
                default => null,
            };
            if ($reason !== null) {
                $result['skipped'][] = ['name' => $name, 'reason' => $reason, 'added' => 0, 'ordered' => $line->quantity];

                continue;
            }
            $before = (int) $cart->items()->where('product_id', $product->id)->value('quantity');
            $after = $this->add->handle($cart, $product, $line->quantity);
            $added = max(0, $after - $before);
            if ($added > 0) {
                $result['added'][] = ['name' => $name, 'quantity' => $added];
            }
            if ($added < $line->quantity) {
                $result['skipped'][] = ['name' => $name, 'reason' => 'limited', 'added' => $added, 'ordered' => $line->quantity];
            }
        }

        return $result;
    }
}
