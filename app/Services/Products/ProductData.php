<?php

declare(strict_types=1);

namespace App\Services\Products;

/**
 * A product as the back office's form gives it, validated: prices in bani, the spec values by attribute id (an
 * option id for select and boolean attributes, a number for number ones). An empty slug is made from the Romanian
 * name by the action. Whether it is on sale is not part of it: a new product starts as a draft, and activating or
 * deactivating is its own action (SetProductsActive).
 */
final readonly class ProductData
{
    /**
     * @param  array{ro: string, ru: string}  $name
     * @param  array{ro: string, ru: string}  $description
     * @param  array<int, array{option: int|null, number: string|null}>  $specs
     */
    public function __construct(
        public array $name,
        public array $description,
        public string $sku,
        public ?string $slug,
        public int $price,
        public ?int $oldPrice,
        public int $categoryId,
        public int $brandId,
        public array $specs,
        public bool $isNew,
        public bool $isPopular,
        // The cost price (bani) and reorder level (docs/stock.md), each written only when the form sent it (the cost
        // price only from those who see reports).
        public bool $withCostPrice = false,
        public ?int $costPrice = null,
        public bool $withReorderLevel = false,
        public ?int $reorderLevel = null,
    ) {
    }
}
