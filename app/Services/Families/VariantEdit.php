<?php

declare(strict_types=1);

namespace App\Services\Families;

/**
 * One row of the family form's variants table as saved with the family: its option values (attribute id => option
 * id, or a number as OptionNumber writes it), prices in bani and whether it is on sale.
 */
final readonly class VariantEdit
{
    /**
     * @param  array<int, int|string>  $values
     */
    public function __construct(
        public int $id,
        public int $price,
        public ?int $oldPrice,
        public bool $active,
        public array $values,
    ) {
    }
}
