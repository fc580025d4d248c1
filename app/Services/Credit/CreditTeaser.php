<?php

declare(strict_types=1);

namespace App\Services\Credit;

use App\Models\CreditProgramme;
use App\Queries\Credit\CreditProgrammes;
use Illuminate\Support\Collection;

/**
 * The credit teaser beside a price (cards, the product page, the cart): one plan a shopper can really take, named
 * by its term, so an advertised monthly payment always comes with what it costs (Moldova's consumer-credit law asks
 * an advertised payment to come with its term and DAE). The rule, over every programme available today whose amount
 * limits accept the price and every term it allows:
 *
 * - when a programme without fee and interest accepts the price, the teaser is that 0% plan: its lowest monthly
 *   payment (its longest term), shown with "0%" and the term ("1 317 lei/lună × 12 luni, 0%"), even where a plan
 *   with a commission would cost less a month: "Rate de la 0%" never sits beside another plan's payment;
 * - otherwise it is the lowest monthly payment of any plan, shown with its term and DAE ("de la 755 lei/lună,
 *   36 de luni, DAE 47,4%").
 *
 * Payments are compared to the ban (two terms that round to the same leu still have a cheaper one; at an equal
 * payment the shorter term, which costs less in all) and shown rounded up to whole lei. `effective_annual_rate_bp`
 * is the plan's DAE as the calculator computes it (CreditTerms::effectiveAnnualRateBasisPoints: the yearly rate at
 * which the monthly payments are worth the price, fees included); `zero_percent` says the payment is a 0% plan's.
 *
 * Not bound for the request: CreditProgrammes already is (one read for every card), and a teaser kept for the request
 * would hold on to the list a saved programme replaces, missing a cheaper programme added meanwhile.
 *
 * @phpstan-type Teaser array{monthly: int, months: int, zero_percent: bool, effective_annual_rate_bp: int}
 */
final class CreditTeaser
{
    /** @var \WeakMap<Collection<int, CreditProgramme>, array{plans: list<array{min: int, max: int|null, interest_free: bool, terms: array<int, CreditTerms>}>, prices: array<int, Teaser|null>}>|null */
    private static ?\WeakMap $plans = null;

    public function __construct(private readonly CreditProgrammes $programmes)
    {
    }

    /**
     * @return Teaser|null monthly in bani, rounded up to whole lei as shops show it; months of the term giving it;
     *                     the DAE of that plan in basis points
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

        /** @var array{0: int, 1: CreditTerms}|null $cheapest */
        $cheapest = null;
        /** @var array{0: int, 1: CreditTerms}|null $cheapestZero */
        $cheapestZero = null;
        foreach ($entry['plans'] as $plan) {
            if ($priceBani < $plan['min'] || ($plan['max'] !== null && $priceBani > $plan['max'])) {
                continue;
            }
            foreach ($plan['terms'] as $terms) {
                $candidate = [$terms->monthlyPayment($priceBani), $terms];
                if (self::cheaper($candidate, $cheapest)) {
                    $cheapest = $candidate;
                }
                if ($plan['interest_free'] && self::cheaper($candidate, $cheapestZero)) {
                    $cheapestZero = $candidate;
                }
            }
        }

        $chosen = $cheapestZero ?? $cheapest;
        $teaser = $chosen === null ? null : [
            'monthly' => CreditProgrammeTable::roundUpToLeu($chosen[0]),
            'months' => $chosen[1]->months,
            'zero_percent' => $cheapestZero !== null,
            // Only the chosen plan's: the search behind it is the one costly step, done once per price.
            'effective_annual_rate_bp' => $chosen[1]->effectiveAnnualRateBasisPoints($priceBani),
        ];
        self::$plans[$available]['prices'][$priceBani] = $teaser;

        return $teaser;
    }

    /**
     * @param  array{0: int, 1: CreditTerms}  $candidate  monthly payment to the ban, and its terms
     * @param  array{0: int, 1: CreditTerms}|null  $best
     */
    private static function cheaper(array $candidate, ?array $best): bool
    {
        return $best === null
            || $candidate[0] < $best[0]
            || ($candidate[0] === $best[0] && $candidate[1]->months < $best[1]->months);
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
