<?php

declare(strict_types=1);

namespace Tests\Unit\Credit;

use App\Models\CreditProgramme;
use App\Support\Credit\CreditProgrammeTable;
use App\Support\Credit\CreditTeaser;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The teaser is the lowest monthly payment of every programme available today that accepts the price. The cases are
 * built so that the rules a teaser is tempted to follow (first programme shown, longest term, lowest fee, lowest
 * rate) give another, dearer number.
 */
final class CreditTeaserTest extends TestCase
{
    #[Test]
    public function the_lowest_monthly_payment_wins_over_the_first_programme_and_the_longest_term(): void
    {
        // 5 999 lei: 12 months at 0% → 499,92; 48 months at 36%/year → 237,43; 36 months at 2%/month → 286,62.
        $this->save('zero-12', months: 12, sort: 0);
        $this->save('annuity-48', months: 48, rate: 3_600, sort: 1);
        $this->save('fee-36', months: 36, fee: 200, sort: 2);

        $this->assertSame(['monthly' => 23_800, 'months' => 48, 'zero_percent' => true], $this->teaser(599_900));
    }

    #[Test]
    public function the_longest_term_is_not_the_cheapest_when_its_rate_is_high(): void
    {
        // 10 000 lei: 60 months at 60%/year → 528,28 a month; 24 months at 0% with 0,5%/month → 466,67.
        $this->save('long-and-dear', months: 60, rate: 6_000, sort: 0);
        $this->save('shorter-and-cheaper', months: 24, fee: 50, sort: 1);

        $teaser = $this->teaser(1_000_000);
        $this->assertSame(['monthly' => 46_700, 'months' => 24, 'zero_percent' => false], $teaser);
        $this->assertSame(46_700, min(array_column(app(CreditProgrammeTable::class)->rows(1_000_000), 'monthly_payment')));
    }

    #[Test]
    public function only_programmes_available_today_that_accept_the_price_count(): void
    {
        // 00:30 on 27 November in Chisinau, still the 26th in UTC: "today" is the shop's.
        $this->travelTo(CarbonImmutable::parse('2026-11-26 22:30:00', 'UTC'));
        config(['app.shop_timezone' => 'Europe/Chisinau']);
        $this->save('usual', months: 12, fee: 100, sort: 0);
        // Each would be the cheapest, but none may be offered for 3 000 lei today.
        $this->save('switched-off', months: 60, active: false);
        $this->save('expired', months: 60, validUntil: '2026-11-25');
        $this->save('ended-at-midnight-in-chisinau', months: 60, validUntil: '2026-11-26');
        $this->save('from-5000-lei', months: 60, min: 500_000);
        $this->save('up-to-2000-lei', months: 60, max: 200_000);
        $this->save('until-today', months: 36, fee: 100, validUntil: '2026-11-27');

        // 3 000 lei over 36 months at 1%/month: 83,33 + 30 → 114 lei; the usual 12 months → 280 lei.
        $this->assertSame(['monthly' => 11_400, 'months' => 36, 'zero_percent' => false], $this->teaser(300_000));
        // 1 500 lei is within "up-to-2000-lei": 0% over 60 months → 25 lei.
        $this->assertSame(['monthly' => 2_500, 'months' => 60, 'zero_percent' => true], $this->teaser(150_000));
    }

    #[Test]
    public function the_cheapest_to_the_ban_wins_where_two_round_to_the_same_leu(): void
    {
        // 3 000 lei: 36 months at 0,01%/month → 83,64; 40 months at 0,28%/month → 83,40. Both are shown as 84 lei;
        // the term said beside it is the one that really costs least.
        $this->save('first-shown', months: 36, fee: 1, sort: 0);
        $this->save('cheaper-by-a-few-bani', months: 40, fee: 28, sort: 1);

        $this->assertSame(['monthly' => 8_400, 'months' => 40, 'zero_percent' => false], $this->teaser(300_000));
    }

    #[Test]
    public function zero_percent_is_only_said_where_a_programme_without_fee_and_interest_takes_the_price(): void
    {
        $this->save('with-fee', months: 36, fee: 200);
        $this->save('with-interest', months: 24, rate: 2_400);
        $this->save('zero-from-3000-lei', months: 12, min: 300_000);

        $this->assertFalse($this->teaser(299_900)['zero_percent'] ?? null, 'the 0% programme starts at 3 000 lei');
        $this->assertTrue($this->teaser(300_000)['zero_percent'] ?? null);

        CreditProgramme::query()->where('slug', 'zero-from-3000-lei')->firstOrFail()->update(['is_active' => false]);
        $this->assertFalse($this->teaser(300_000)['zero_percent'] ?? null, 'a switched-off 0% programme says nothing');
    }

    #[Test]
    public function a_programme_saved_after_a_teaser_was_shown_counts_in_the_same_request(): void
    {
        $this->save('fee-12', months: 12, fee: 100);
        $this->assertSame(['monthly' => 56_000, 'months' => 12, 'zero_percent' => false], $this->teaser(599_900));

        // A cheaper programme saved in the same request (a long-lived worker, the back office) must show at once.
        $this->save('zero-24', months: 24);
        $this->assertSame(['monthly' => 25_000, 'months' => 24, 'zero_percent' => true], $this->teaser(599_900));
    }

    /**
     * @return array{monthly: int, months: int, zero_percent: bool}|null
     */
    private function teaser(int $priceBani): ?array
    {
        return app(CreditTeaser::class)->for($priceBani);
    }

    private function save(string $slug, int $months, int $fee = 0, int $rate = 0, int $min = 0, ?int $max = null, int $sort = 5, ?string $validUntil = null, bool $active = true): void
    {
        CreditProgramme::factory()->create([
            'slug' => $slug, 'months' => $months, 'monthly_fee_bp' => $fee, 'annual_rate_bp' => $rate, 'min_amount' => $min,
            'max_amount' => $max, 'is_active' => $active, 'valid_until' => $validUntil, 'sort' => $sort,
        ]);
    }
}
