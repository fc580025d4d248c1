<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Models\Product;

/**
 * A draft line with its product as the database has it now: the price charged (a running promotion's when one lowers
 * it, or the one staff set on an order taken by hand), name and SKU the order keeps.
 */
final readonly class PricedLine
{
    public function __construct(public Product $product, public int $quantity, public ?SetPrice $price = null)
    {
    }

    public function unitPrice(): int
    {
        return $this->price->unitPrice ?? $this->product->sellingPrice();
    }

    /** Staff charge less than the list price: the line keeps why and who. */
    public function belowList(): bool
    {
        return $this->unitPrice() < $this->product->sellingPrice();
    }

    public function total(): int
    {
        return $this->unitPrice() * $this->quantity;
    }

    /**
     * The order line's columns: what was bought at which price, kept even if the product changes later, and what a
     * unit cost the shop then (null when unknown; the reports' margins, docs/reports.md).
     *
     * @return array{product_id: int, sku: string, name: array<string, string>, slug: string, unit_price: int, quantity: int, line_total: int, cost_price: int|null, price_reason?: ?string, price_set_by?: ?int}
     */
    public function snapshot(): array
    {
        $set = $this->price !== null && $this->belowList() ? ['price_reason' => $this->price->reason, 'price_set_by' => $this->price->setBy] : [];

        return [
            'product_id' => $this->product->id,
            'sku' => $this->product->sku,
            'name' => $this->product->name,
            'slug' => $this->product->slug,
            'unit_price' => $this->unitPrice(),
            'quantity' => $this->quantity,
            'line_total' => $this->total(),
            'cost_price' => self::costPrice($this->product),
            ...$set,
        ];
    }

    private static function costPrice(Product $product): ?int
    {
        $cost = $product->getAttributes()['cost_price'] ?? null;

        return is_numeric($cost) ? (int) $cost : null;
    }
}
