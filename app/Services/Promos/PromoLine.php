<?php

declare(strict_types=1);

namespace App\Services\Promos;

/**
 * What the rules need to know of one line: its product's ids (the categories it sits in, with their parents), the
 * amount it costs at its selling price and whether that price is a running promotion's.
 */
final readonly class PromoLine
{
    /**
     * @param  list<int>  $categoryIds  the product's category and its parents
     */
    public function __construct(
        public int $productId,
        public array $categoryIds,
        public int $brandId,
        public int $amount,
        public bool $onPromotion,
    ) {
    }
}
