<?php

declare(strict_types=1);

namespace App\Services\Families;

/** A variant added from the family form: its SKU, option values (attribute id => option id, or a number as OptionNumber writes it), prices in bani, state. */
final readonly class NewVariant
{
    /**
     * @param  array<int, int|string>  $values
     */
    public function __construct(
        public string $sku,
        public array $values,
        public int $price,
        public ?int $oldPrice,
        public bool $active,
    ) {
    }
}
