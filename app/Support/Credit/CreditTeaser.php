<?php

declare(strict_types=1);

namespace App\Support\Credit;

/**
 * "de la N lei/lună": the lowest monthly payment any programme available today gives for a price, over every
 * programme whose amount limits accept it and every term it allows (the longest term is the cheapest month with
 * fees on the original amount and with annuities alike, but the rule does not rely on it), rounded up to whole lei.
 * It is never above the cheapest row of CreditProgrammeTable. `zero_percent` says whether a programme without fee
 * and interest accepts the price ("Rate de la 0%").
 *
 * Not bound for the request: CreditProgrammes already is (one read for every card), and a teaser kept for the request
 * would hold on to the list a saved programme replaces, missing a cheaper programme added meanwhile.
 */
final readonly class CreditTeaser
{
    public function __construct(private CreditProgrammes $programmes)
    {
    }

    /**
     * @return array{monthly: int, months: int, zero_percent: bool}|null monthly in bani, rounded up to whole lei as
     *                                                                   shops show it; months of the term giving it
     */
    public function for(int $priceBani): ?array
    {
        $lowest = null;
        $months = 0;
        $zeroPercent = false;
        foreach ($this->programmes->available() as $programme) {
            if (! $programme->accepts($priceBani)) {
                continue;
            }
            $zeroPercent = $zeroPercent || $programme->isInterestFree();
            foreach ($programme->termOptions() as $term) {
                // Compared to the ban: two terms that round to the same leu still have a cheaper one.
                $monthly = $programme->terms($term)->monthlyPayment($priceBani);
                if ($lowest === null || $monthly < $lowest) {
                    $lowest = $monthly;
                    $months = $term;
                }
            }
        }

        if ($lowest === null) {
            return null;
        }

        return ['monthly' => CreditProgrammeTable::roundUpToLeu($lowest), 'months' => $months, 'zero_percent' => $zeroPercent];
    }
}
