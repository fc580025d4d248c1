<?php

declare(strict_types=1);

namespace App\Services\Promos;

/**
 * What the rules give a cart: each line's discount (in the lines' order), the sum, whether delivery is free, the rules
 * applied in the order they were applied, and why the shopper's code was refused (null when it applies or none was sent).
 */
final readonly class PromoResult
{
    /**
     * @param  list<int>  $lineDiscounts
     * @param  list<AppliedRule>  $applied
     */
    public function __construct(
        public array $lineDiscounts,
        public bool $freeDelivery,
        public array $applied,
        public ?PromoRefusal $refusal,
    ) {
    }

    public static function none(int $lines, ?PromoRefusal $refusal = null): self
    {
        return new self(array_fill(0, $lines, 0), false, [], $refusal);
    }

    public function discount(): int
    {
        return array_sum($this->lineDiscounts);
    }

    public function code(): ?AppliedRule
    {
        foreach ($this->applied as $applied) {
            if ($applied->code !== null) {
                return $applied;
            }
        }

        return null;
    }
}
