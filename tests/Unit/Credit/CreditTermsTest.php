<?php

declare(strict_types=1);

namespace Tests\Unit\Credit;

use App\Services\Credit\CreditTerms;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class CreditTermsTest extends TestCase
{
    #[Test]
    public function a_zero_interest_programme_with_a_monthly_fee_matches_the_market_example(): void
    {
        // 12 969 lei over 18 months with 1%/month on the original amount → 850,19 lei a month.
        $this->assertSame(85_019, (new CreditTerms(18, monthlyFeeBasisPoints: 100))->monthlyPayment(1_296_900));
    }

    #[Test]
    public function the_teaser_of_5999_lei_over_36_months_at_2_percent_is_287_lei(): void
    {
        $monthly = (new CreditTerms(36, monthlyFeeBasisPoints: 200))->monthlyPayment(599_900);

        $this->assertSame(28_662, $monthly);
        $this->assertSame(287, (int) ceil($monthly / 100));
    }

    #[Test]
    public function a_tiny_fee_programme_turns_799_lei_over_10_months_into_80_lei(): void
    {
        // 799 lei over 10 months with a 0.01%/month fee: 79,98 lei, shown rounded up as "80 lei/lună".
        $monthly = (new CreditTerms(10, monthlyFeeBasisPoints: 1))->monthlyPayment(79_900);

        $this->assertSame(7_998, $monthly);
        $this->assertSame(80, (int) ceil($monthly / 100));
        $this->assertSame(7_990, (new CreditTerms(10))->monthlyPayment(79_900));
    }

    #[Test]
    public function an_annual_rate_uses_the_annuity_formula(): void
    {
        // 10 000 lei, 12 months, 12% a year: 888,49 lei a month (standard annuity table).
        $terms = new CreditTerms(12, annualRateBasisPoints: 1_200);

        $this->assertSame(88_849, $terms->monthlyPayment(1_000_000));
        $this->assertSame(88_849 * 12, $terms->totalPayable(1_000_000));
    }

    #[Test]
    public function a_term_needs_at_least_one_month(): void
    {
        $this->expectException(\InvalidArgumentException::class);

        new CreditTerms(0);
    }
}
