<?php

declare(strict_types=1);

namespace App\Support\Credit;

use App\Models\CreditProgramme;
use Illuminate\Support\Collection;

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
final class CreditTeaser
{
    /** @var \WeakMap<Collection<int, CreditProgramme>, array{plans: list<array{min: int, max: int|null, interest_free: bool, terms: array<int, CreditTerms>}>, prices: array<int, array{monthly: int, months: int, zero_percent: bool}|null>}>|null */
    private static ?\WeakMap $plans = null;

    public function __construct(private readonly CreditProgrammes $programmes)
    {
    }

    /**
     * @return array{monthly: int, months: int, zero_percent: bool}|null monthly in bani, rounded up to whole lei as
     *                                                                   shops show it; months of the term giving it
     */
    public function for(int $priceBani): ?array
    {
        // The programmes' terms as plain values, worked out once per list that CreditProgrammes reads (a saved
        // programme gives a new list, so a new entry): a page of cards asks for many prices, and reading the
        // models' attributes for every card and term was most of a product page's time.
        $available = $this->programmes->available();
        self::$plans ??= new \WeakMap;
        $entry = self::$plans[$available] ??= ['plans' => self::plans($available), 'prices' => []];
        if (array_key_exists($priceBani, $entry['prices'])) {
            return $entry['prices'][$priceBani];
        }

        $lowest = null;
        $months = 0;
        $zeroPercent = false;
        foreach ($entry['plans'] as $plan) {
            if ($priceBani < $plan['min'] || ($plan['max'] !== null && $priceBani > $plan['max'])) {
                continue;
            }
            $zeroPercent = $zeroPercent || $plan['interest_free'];
            foreach ($plan['terms'] as $term => $terms) {
                // Compared to the ban: two terms that round to the same leu still have a cheaper one.
                $monthly = $terms->monthlyPayment($priceBani);
                if ($lowest === null || $monthly < $lowest) {
                    $lowest = $monthly;
                    $months = $term;
                }
            }
        }

        $teaser = $lowest === null
            ? null
            : ['monthly' => CreditProgrammeTable::roundUpToLeu($lowest), 'months' => $months, 'zero_percent' => $zeroPercent];
        self::$plans[$available]['prices'][$priceBani] = $teaser;

        return $teaser;
    }

    /**
     * @param  Collection<int, CreditProgramme>  $programmes
     * @return list<array{min: int, max: int|null, interest_free: bool, terms: array<int, CreditTerms>}>
     */
    private static function plans(Collection $programmes): array
    {
        $plans = [];
        foreach ($programmes as $programme) {
            $plans[] = [
                'min' => $programme->min_amount,
                'max' => $programme->max_amount,
                'interest_free' => $programme->isInterestFree(),
                'terms' => $programme->allTerms(),
            ];
        }

        return $plans;
    }
}
