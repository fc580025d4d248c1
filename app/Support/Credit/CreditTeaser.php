<?php

declare(strict_types=1);

namespace App\Support\Credit;

/**
 * "de la N lei/lună": the cheapest monthly payment among the programmes that accept a price, rounded up to whole
 * lei (the cheapest row of CreditProgrammeTable, so the teaser and the table never disagree).
 */
final readonly class CreditTeaser
{
    public function __construct(private CreditProgrammes $programmes)
    {
    }

    /**
     * @return array{monthly: int, months: int}|null monthly in bani, rounded up to whole lei as shops show it
     */
    public function for(int $priceBani): ?array
    {
        $best = null;
        foreach ($this->programmes->available() as $programme) {
            if (! $programme->accepts($priceBani)) {
                continue;
            }
            $monthly = CreditProgrammeTable::roundUpToLeu($programme->terms()->monthlyPayment($priceBani));
            if ($best === null || $monthly < $best['monthly']) {
                $best = ['monthly' => $monthly, 'months' => $programme->months];
            }
        }

        return $best;
    }
}
