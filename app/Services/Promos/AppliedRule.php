<?php

declare(strict_types=1);

namespace App\Services\Promos;

use App\Models\PromoCode;
use App\Models\PromoRule;

/** One rule the cart or order gets: what it took off the goods (bani) and whether it made delivery free. */
final readonly class AppliedRule
{
    public function __construct(
        public PromoRule $rule,
        public ?PromoCode $code,
        public int $discount,
        public bool $freeDelivery,
    ) {
    }
}
