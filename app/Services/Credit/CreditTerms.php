<?php

declare(strict_types=1);

namespace App\Services\Credit;

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

    /** What credit costs beyond the amount borrowed, in bani. */
    public function overpayment(int $amountBani): int
    {
        return $this->totalPayable($amountBani) - $amountBani;
    }

    /**
     * The effective annual cost (DAE) in basis points: the yearly rate at which the payments are worth the amount
     * borrowed, fees included. Found by bisection on the monthly rate with nothing but +, * and /, so the browser's
     * calculator (resources/js/lib/credit.ts) gets the same number to the basis point.
     */
    public function effectiveAnnualRateBasisPoints(int $amountBani): int
    {
        $payment = $this->monthlyPayment($amountBani);
        if ($amountBani <= 0 || $payment * $this->months <= $amountBani) {
            return 0;
        }

        $low = 0.0;
        $high = 1.0;
        for ($i = 0; $i < 100; $i++) {
            $mid = ($low + $high) / 2;
            if ($mid === $low || $mid === $high) {
                // Neighbouring doubles: every further step leaves the midpoint where it is (half the loop, the same
                // answer), and the teaser asks this for every price on a page of cards.
                break;
            }
            if ($this->presentValue($payment, $mid) > $amountBani) {
                $low = $mid;
            } else {
                $high = $mid;
            }
        }

        $growth = 1.0;
        $monthly = ($low + $high) / 2;
        for ($month = 0; $month < 12; $month++) {
            $growth *= 1 + $monthly;
        }

        return (int) floor(($growth - 1) * 10_000 + 0.5);
    }

    /**
     * Everything the calculator shows for an amount, in bani (the rate in basis points).
     *
     * @return array{monthly_payment: int, monthly_payment_exact: int, total: int, overpayment: int, effective_annual_rate_bp: int}
     */
    public function quote(int $amountBani): array
    {
        $exact = $this->monthlyPayment($amountBani);

        return [
            'monthly_payment' => CreditProgrammeTable::roundUpToLeu($exact),
            'monthly_payment_exact' => $exact,
            'total' => $this->totalPayable($amountBani),
            'overpayment' => $this->overpayment($amountBani),
            'effective_annual_rate_bp' => $this->effectiveAnnualRateBasisPoints($amountBani),
        ];
    }

    private function presentValue(int $payment, float $monthlyRate): float
    {
        $value = 0.0;
        $discount = 1.0;
        for ($month = 0; $month < $this->months; $month++) {
            $discount /= 1 + $monthlyRate;
            $value += $payment * $discount;
        }

        return $value;
    }

    private static function ceil(float $bani): int
    {
        // Float noise (720.5000000001) must not add a ban.
        return (int) ceil(round($bani, 6));
    }
}
