<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Product;
use App\Queries\Promotions\PromotionalPrices;
use App\Support\Dates;
use App\Support\Phone;

/**
 * The orders to call, the hold ending soonest first: every one-click order nobody has called yet (new, still held),
 * and checkout orders still unconfirmed `orders.call_after_minutes` after they were placed. Uses the
 * orders(status, held_until) index; the list is short by nature (holds end, OrderLimits bounds what one phone or
 * shopper keeps waiting), capped all the same. Each comes with its lines, their products' price and stock today, for
 * the confirmation to start from.
 */
final class OpenCalls
{
    public const LIMIT = 200;

    /**
     * @return list<array<string, mixed>>
     */
    public function get(): array
    {
        $callAfter = now()->subMinutes(config()->integer('orders.call_after_minutes'));
        /** @var list<Order> $orders */
        $orders = Order::query()->where('status', OrderStatus::New->value)
            ->where(static fn ($query) => $query->where('kind', OrderKind::OneClick->value)->orWhere('created_at', '<=', $callAfter))
            ->with('lines')->orderBy('held_until')->orderBy('id')->limit(self::LIMIT)->get()->all();

        $ids = [];
        foreach ($orders as $order) {
            foreach ($order->lines as $line) {
                $ids[] = $line->product_id;
            }
        }
        $today = [];
        $products = Product::query()->whereKey(array_values(array_unique(array_filter($ids, static fn (?int $id): bool => $id !== null))))->get(['id', 'price', 'stock_total']);
        // The price the confirmation charges: a running promotion's when one lowers it.
        PromotionalPrices::give($products);
        foreach ($products as $product) {
            $today[$product->id] = ['price' => $product->sellingPrice(), 'stock' => $product->stock_total];
        }

        return array_map(static function (Order $order) use ($today): array {
            $line = $order->lines->first();

            return [
                'number' => $order->number,
                'kind' => $order->kind,
                'version' => $order->version,
                'placed_at' => Dates::dateTime($order->created_at),
                'phone' => $order->phone,
                'phone_display' => Phone::format($order->phone),
                'name' => $order->name,
                'product' => $line instanceof OrderLine ? $line->translate('name') : null,
                'quantity' => $line instanceof OrderLine ? $line->quantity : null,
                'more_lines' => max(0, $order->lines->count() - 1),
                // What the confirmation starts from: each line with its product today (a product gone has none).
                'lines' => array_values(array_map(static fn (OrderLine $line): array => [
                    'product_id' => $line->product_id, 'name' => $line->translate('name'), 'sku' => $line->sku,
                    'price' => $today[(int) $line->product_id]['price'] ?? $line->unit_price,
                    'quantity' => $line->quantity, 'stock' => $today[(int) $line->product_id]['stock'] ?? 0,
                ], $order->lines->all())),
                'total' => $order->total,
                'held_until' => $order->held_until?->toIso8601String(),
                'minutes_left' => $order->held_until === null ? null : max(0, (int) floor(now()->diffInMinutes($order->held_until, false))),
            ];
        }, $orders);
    }
}
