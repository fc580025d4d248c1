<?php

declare(strict_types=1);

namespace App\Services\Families;

/**
 * A family as its form gives it, validated: the shared names and descriptions, brand, leaf category and the option
 * attributes in the switcher's order.
 */
final readonly class FamilyData
{
    /**
     * @param  array{ro: string, ru: string}  $name
     * @param  array{ro: string, ru: string}  $description
     * @param  list<int>  $options
     */
    public function __construct(
        public array $name,
        public array $description,
        public int $brandId,
        public int $categoryId,
        public array $options,
    ) {
    }
}
