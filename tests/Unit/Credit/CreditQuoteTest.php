<?php

declare(strict_types=1);

namespace Tests\Unit\Credit;

use App\Models\CreditProgramme;
use App\Services\Credit\CreditTerms;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** Extends the app's TestCase: a programme is a model, and booting one reads the configuration. */
final class CreditQuoteTest extends TestCase
{
    /**
     * The cases resources/js/lib/credit.test.ts checks too, so the browser and the server agree.
     *
     * @return iterable<string, array{int, int, int, int, array<string, int>}>
     */
    public static function sharedCases(): iterable
    {
        /** @var list<array{name: string, amount: int, months: int, monthly_fee_bp: int, annual_rate_bp: int, expected: array<string, int>}> $cases */
        $cases = json_decode((string) file_get_contents(__DIR__.'/../../fixtures/credit-cases.json'), true, flags: JSON_THROW_ON_ERROR);
        foreach ($cases as $case) {
            yield $case['name'] => [$case['amount'], $case['months'], $case['monthly_fee_bp'], $case['annual_rate_bp'], $case['expected']];
        }
    }

    /**
     * @param  array<string, int>  $expected
     */
    #[Test]
    #[DataProvider('sharedCases')]
    public function the_server_computes_the_shared_cases(int $amount, int $months, int $fee, int $rate, array $expected): void
    {
        $this->assertSame($expected, (new CreditTerms($months, $fee, $rate))->quote($amount));
    }

    #[Test]
    public function the_market_examples_hold(): void
    {
        $fee = (new CreditTerms(18, monthlyFeeBasisPoints: 100))->quote(1_296_900);
        $this->assertSame(85_019, $fee['monthly_payment_exact']);
        $this->assertSame(85_019 * 18, $fee['total']);
        $this->assertSame(85_019 * 18 - 1_296_900, $fee['overpayment']);

        $this->assertSame(28_700, (new CreditTerms(36, monthlyFeeBasisPoints: 200))->quote(599_900)['monthly_payment']);
        $this->assertSame(8_000, (new CreditTerms(10, monthlyFeeBasisPoints: 1))->quote(79_900)['monthly_payment']);
    }

    #[Test]
    public function zero_percent_costs_nothing_and_a_nominal_rate_compounds(): void
    {
        $free = (new CreditTerms(12))->quote(600_000);
        $this->assertSame(['monthly_payment' => 50_000, 'monthly_payment_exact' => 50_000, 'total' => 600_000, 'overpayment' => 0, 'effective_annual_rate_bp' => 0], $free);

        // 12% a year paid monthly is (1 + 1%)^12 - 1 = 12,68% effective.
        $this->assertSame(1_268, (new CreditTerms(12, annualRateBasisPoints: 1_200))->effectiveAnnualRateBasisPoints(1_000_000));
        // A fee on the original amount costs far more than its monthly percentage suggests.
        $this->assertGreaterThan(2_000, (new CreditTerms(18, monthlyFeeBasisPoints: 100))->effectiveAnnualRateBasisPoints(1_296_900));
    }

    #[Test]
    public function a_programme_offers_the_usual_terms_up_to_its_length(): void
    {
        $this->assertSame([3, 6, 9, 12, 18, 24, 36], (new CreditProgramme(['months' => 36]))->termOptions());
        $this->assertSame([3], (new CreditProgramme(['months' => 3]))->termOptions());
        $this->assertSame([3, 6, 9, 10], (new CreditProgramme(['months' => 10]))->termOptions());
    }
}
