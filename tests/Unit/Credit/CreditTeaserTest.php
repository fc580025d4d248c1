<?php

declare(strict_types=1);

namespace Tests\Unit\Credit;

use App\Models\CreditProgramme;
use App\Services\Credit\CreditProgrammeTable;
use App\Services\Credit\CreditTeaser;
use App\Services\Credit\CreditTerms;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The teaser is a plan the shopper can take, named by its term: the 0% plan with the lowest monthly payment where a
 * programme without fee and interest accepts the price, else the lowest monthly payment of any plan available today,
 * with its DAE. The cases are built so that the rules a teaser is tempted to follow (first programme shown, longest
 * term, lowest payment whatever it costs beside a "0%") give another number.
 */
final class CreditTeaserTest extends TestCase
{
    #[Test]
    public function the_issue_s_phone_is_teased_with_the_0_percent_plan_not_the_dear_36_months(): void
    {
        $this->demoProgrammes();

        // 15 799 lei: 36 months at 2%/month → 754,85 a month (the old "de la 755 lei/lună" beside "Rate de la 0%");
        // maib Liber Card's 12 months at 0% → 1 316,59, shown as 1 317 lei.
        $this->assertSame(['monthly' => 131_700, 'months' => 12, 'zero_percent' => true, 'effective_annual_rate_bp' => 0], $this->teaser(1_579_900));
    }

    #[Test]
    public function without_a_0_percent_plan_the_issue_s_payment_comes_with_its_term_and_dae(): void
    {
        $this->demoProgrammes();
        CreditProgramme::query()->whereIn('slug', ['maib-liber-card-12', 'virtula-3'])->update(['is_active' => false]);

        // 15 799 lei over 36 months at 2%/month: 754,85 a month, 27 174,60 lei in all, DAE 47,4%.
        $this->assertSame(['monthly' => 75_500, 'months' => 36, 'zero_percent' => false, 'effective_annual_rate_bp' => 4_740], $this->teaser(1_579_900));
    }

    #[Test]
    public function above_every_0_percent_programme_s_limit_the_lowest_payment_is_teased_with_its_dae(): void
    {
        $this->demoProgrammes();

        // 60 000 lei is above maib Liber Card's 50 000: 36 months at 2%/month → 2 866,67; 24 months at 24%/year → 3 172,27.
        $this->assertSame(['monthly' => 286_700, 'months' => 36, 'zero_percent' => false, 'effective_annual_rate_bp' => 4_740], $this->teaser(6_000_000));
    }

    #[Test]
    public function the_dae_is_the_yearly_rate_at_which_the_payments_are_worth_the_price(): void
    {
        // The issue's example: 15 799 lei, 36 months, 2%/month on the original amount.
        $terms = new CreditTerms(36, monthlyFeeBasisPoints: 200);
        $payment = $terms->monthlyPayment(1_579_900);

        $this->assertSame(75_485, $payment, '438,87 lei of the price and 315,98 lei of commission, to the ban');
        $this->assertSame(2_717_460, $terms->totalPayable(1_579_900), '27 174,60 lei: 27 175 lei in all');
        $this->assertSame(4_740, $terms->effectiveAnnualRateBasisPoints(1_579_900));

        // Read against the definition, month k discounted by (1 + DAE)^(k/12): 47,4% is where the sum crosses the price.
        $worth = static function (float $dae) use ($payment): float {
            $sum = 0.0;
            for ($k = 1; $k <= 36; $k++) {
                $sum += $payment / (1 + $dae) ** ($k / 12);
            }

            return $sum;
        };
        $this->assertGreaterThan(1_579_900, $worth(0.47395));
        $this->assertLessThan(1_579_900, $worth(0.47405));

        // A nominal 36%/year paid monthly compounds to 42,58%; no fee and no interest costs nothing.
        $this->assertSame(4_258, (new CreditTerms(48, annualRateBasisPoints: 3_600))->effectiveAnnualRateBasisPoints(599_900));
        $this->assertSame(0, (new CreditTerms(12))->effectiveAnnualRateBasisPoints(1_579_900));
    }

    #[Test]
    public function a_0_percent_plan_is_teased_even_where_a_plan_with_a_commission_costs_less_a_month(): void
    {
        // 5 999 lei: 12 months at 0% → 499,92; 48 months at 36%/year → 237,43; 36 months at 2%/month → 286,62.
        $this->save('annuity-48', months: 48, rate: 3_600, sort: 0);
        $this->save('fee-36', months: 36, fee: 200, sort: 1);
        $this->save('zero-12', months: 12, sort: 2);

        $this->assertSame(['monthly' => 50_000, 'months' => 12, 'zero_percent' => true, 'effective_annual_rate_bp' => 0], $this->teaser(599_900));
    }

    #[Test]
    public function without_a_0_percent_plan_the_lowest_monthly_payment_wins_over_the_first_programme(): void
    {
        $this->save('fee-36', months: 36, fee: 200, sort: 0);
        $this->save('annuity-48', months: 48, rate: 3_600, sort: 1);

        $this->assertSame(['monthly' => 23_800, 'months' => 48, 'zero_percent' => false, 'effective_annual_rate_bp' => 4_258], $this->teaser(599_900));
    }

    #[Test]
    public function among_0_percent_plans_the_lowest_monthly_payment_wins(): void
    {
        // 1 500 lei: 3 months → 500 lei; 12 months → 125 lei; 36 months at 2%/month → 71,67 but not 0%.
        $this->save('pay-later-3', months: 3, sort: 0);
        $this->save('fee-36', months: 36, fee: 200, sort: 1);
        $this->save('zero-12', months: 12, sort: 2);

        $this->assertSame(['monthly' => 12_500, 'months' => 12, 'zero_percent' => true, 'effective_annual_rate_bp' => 0], $this->teaser(150_000));
    }

    #[Test]
    public function the_longest_term_is_not_the_cheapest_when_its_rate_is_high(): void
    {
        // 10 000 lei: 60 months at 60%/year → 528,28 a month; 24 months at 0,5%/month → 466,67.
        $this->save('long-and-dear', months: 60, rate: 6_000, sort: 0);
        $this->save('shorter-and-cheaper', months: 24, fee: 50, sort: 1);

        $teaser = $this->teaser(1_000_000);
        $this->assertSame(['monthly' => 46_700, 'months' => 24, 'zero_percent' => false, 'effective_annual_rate_bp' => 1_171], $teaser);
        $this->assertSame(46_700, min(array_column(app(CreditProgrammeTable::class)->rows(1_000_000), 'monthly_payment')));
    }

    #[Test]
    public function only_programmes_available_today_that_accept_the_price_count(): void
    {
        // 00:30 on 27 November in Chisinau, still the 26th in UTC: "today" is the shop's.
        $this->travelTo(CarbonImmutable::parse('2026-11-26 22:30:00', 'UTC'));
        config(['app.shop_timezone' => 'Europe/Chisinau']);
        $this->save('usual', months: 12, fee: 100, sort: 0);
        // 0% programmes, each of which would be teased, but none may be offered for 3 000 lei today.
        $this->save('switched-off', months: 60, active: false);
        $this->save('expired', months: 60, validUntil: '2026-11-25');
        $this->save('ended-at-midnight-in-chisinau', months: 60, validUntil: '2026-11-26');
        $this->save('from-5000-lei', months: 60, min: 500_000);
        $this->save('up-to-2000-lei', months: 60, max: 200_000);
        $this->save('until-today', months: 36, fee: 100, validUntil: '2026-11-27');

        // 3 000 lei over 36 months at 1%/month: 83,33 + 30 → 114 lei; the usual 12 months → 280 lei.
        $this->assertSame(['monthly' => 11_400, 'months' => 36, 'zero_percent' => false, 'effective_annual_rate_bp' => 2_339], $this->teaser(300_000));
        // 1 500 lei is within "up-to-2000-lei": 0% over 60 months → 25 lei.
        $this->assertSame(['monthly' => 2_500, 'months' => 60, 'zero_percent' => true, 'effective_annual_rate_bp' => 0], $this->teaser(150_000));
    }

    #[Test]
    public function the_cheapest_to_the_ban_wins_where_two_round_to_the_same_leu(): void
    {
        // 3 000 lei: 36 months at 0,01%/month → 83,64; 40 months at 0,28%/month → 83,40. Both are shown as 84 lei;
        // the term said beside it is the one that really costs least.
        $this->save('first-shown', months: 36, fee: 1, sort: 0);
        $this->save('cheaper-by-a-few-bani', months: 40, fee: 28, sort: 1);

        $this->assertSame(['monthly' => 8_400, 'months' => 40, 'zero_percent' => false, 'effective_annual_rate_bp' => 653], $this->teaser(300_000));
    }

    #[Test]
    public function at_an_equal_payment_the_shorter_term_is_teased(): void
    {
        // 5 000 lei: 25 months at 2%/month and 20 months at 1%/month are both 300 lei a month; the 20 months cost
        // 1 500 lei less in all.
        $this->save('longer', months: 25, fee: 200, sort: 0);
        $this->save('shorter', months: 20, fee: 100, sort: 1);

        $teaser = $this->teaser(500_000);
        $this->assertSame([30_000, 20, false], [$teaser['monthly'] ?? null, $teaser['months'] ?? null, $teaser['zero_percent'] ?? null]);
        $this->assertSame((new CreditTerms(20, 100))->effectiveAnnualRateBasisPoints(500_000), $teaser['effective_annual_rate_bp'] ?? null);
    }

    #[Test]
    public function zero_percent_is_only_said_where_a_programme_without_fee_and_interest_takes_the_price(): void
    {
        $this->save('with-fee', months: 36, fee: 200);
        $this->save('with-interest', months: 24, rate: 2_400);
        $this->save('zero-from-3000-lei', months: 12, min: 300_000);

        // 2 999 lei: 36 months at 2%/month → 143,29 (DAE 47,4%); from 3 000 lei the 0% plan: 250 lei × 12 months.
        $this->assertSame(['monthly' => 14_400, 'months' => 36, 'zero_percent' => false, 'effective_annual_rate_bp' => 4_740], $this->teaser(299_900));
        $this->assertSame(['monthly' => 25_000, 'months' => 12, 'zero_percent' => true, 'effective_annual_rate_bp' => 0], $this->teaser(300_000));

        CreditProgramme::query()->where('slug', 'zero-from-3000-lei')->firstOrFail()->update(['is_active' => false]);
        $this->assertFalse($this->teaser(300_000)['zero_percent'] ?? null, 'a switched-off 0% programme says nothing');
    }

    #[Test]
    public function a_programme_saved_after_a_teaser_was_shown_counts_in_the_same_request(): void
    {
        $this->save('fee-12', months: 12, fee: 100);
        $this->assertSame(['monthly' => 56_000, 'months' => 12, 'zero_percent' => false, 'effective_annual_rate_bp' => 2_370], $this->teaser(599_900));

        // A 0% programme saved in the same request (a long-lived worker, the back office) must show at once.
        $this->save('zero-24', months: 24);
        $this->assertSame(['monthly' => 25_000, 'months' => 24, 'zero_percent' => true, 'effective_annual_rate_bp' => 0], $this->teaser(599_900));
    }

    /**
     * @return array{monthly: int, months: int, zero_percent: bool, effective_annual_rate_bp: int}|null
     */
    private function teaser(int $priceBani): ?array
    {
        return app(CreditTeaser::class)->for($priceBani);
    }

    /** The demo shop's programmes (DemoCreditSeeder), in its display order: the dear 36 months first. */
    private function demoProgrammes(): void
    {
        $this->save('iute-credit-36', months: 36, fee: 200, min: 100_000, max: 10_000_000, sort: 0);
        $this->save('microinvest-24', months: 24, rate: 2_400, min: 200_000, max: 15_000_000, sort: 1);
        $this->save('easy-credit-18', months: 18, fee: 100, min: 100_000, max: 8_000_000, sort: 2);
        $this->save('maib-liber-card-12', months: 12, min: 50_000, max: 5_000_000, sort: 3);
        $this->save('virtula-3', months: 3, min: 20_000, max: 2_000_000, sort: 4);
    }

    private function save(string $slug, int $months, int $fee = 0, int $rate = 0, int $min = 0, ?int $max = null, int $sort = 5, ?string $validUntil = null, bool $active = true): void
    {
        CreditProgramme::factory()->create([
            'slug' => $slug, 'months' => $months, 'monthly_fee_bp' => $fee, 'annual_rate_bp' => $rate, 'min_amount' => $min,
            'max_amount' => $max, 'is_active' => $active, 'valid_until' => $validUntil, 'sort' => $sort,
        ]);
    }
}
