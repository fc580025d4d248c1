<?php

declare(strict_types=1);

namespace App\Services\Stock;

/** One staff edit of a place's stock, with the figures before and after it, for the audit log. */
final readonly class StockChange
{
    public function __construct(
        public int $productId,
        public int $placeId,
        public int $before,
        public int $after,
        public int $totalBefore,
        public int $totalAfter,
    ) {
    }

    public function changed(): bool
    {
        return $this->before !== $this->after;
    }

    /**
     * @return array{before: array{quantity: int, stock_total: int}, after: array{quantity: int, stock_total: int}}
     */
    public function toAudit(): array
    {
        return [
            'before' => ['quantity' => $this->before, 'stock_total' => $this->totalBefore],
            'after' => ['quantity' => $this->after, 'stock_total' => $this->totalAfter],
        ];
    }
}
