<?php

declare(strict_types=1);

namespace App\Support\Credit;

/**
 * One way of paying over time: a term in months, a monthly administration fee on the original amount and an
 * annual interest rate (either may be zero). Fees and rates are in basis points (1% = 100) to stay exact.
 */
final readonly class CreditTerms
{
    public function __construct(
        public int $months,
        public int $monthlyFeeBasisPoints = 0,
        public int $annualRateBasisPoints = 0,
    ) {
        if ($months < 1) {
            throw new \InvalidArgumentException('A credit term has at least one month.');
        }
    }

    /**
     * The monthly payment in bani, rounded up to the next ban.
     * With an interest rate: the standard annuity; the administration fee is added on top either way.
     */
    public function monthlyPayment(int $amountBani): int
    {
        $fee = $amountBani * $this->monthlyFeeBasisPoints / 10_000;

        if ($this->annualRateBasisPoints === 0) {
            return self::ceil($amountBani / $this->months + $fee);
        }

        $rate = $this->annualRateBasisPoints / 10_000 / 12;
        $annuity = $amountBani * $rate / (1 - (1 + $rate) ** -$this->months);

        return self::ceil($annuity + $fee);
    }

    /** What the shopper pays in all, in bani. */
    public function totalPayable(int $amountBani): int
    {
        return $this->monthlyPayment($amountBani) * $this->months;
    }

    private static function ceil(float $bani): int
    {
        // Float noise (720.5000000001) must not add a ban.
        return (int) ceil(round($bani, 6));
    }
}
