<?php

declare(strict_types=1);

namespace Tests\Unit\Credit;

use App\Models\CreditProgramme;
use App\Queries\Credit\CreditProgrammes;
use App\Services\Credit\CreditProgrammeTable;
use App\Services\Credit\CreditTeaser;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class CreditProgrammeTableTest extends TestCase
{
    #[Test]
    public function a_row_carries_the_contract_payment_to_the_ban_and_the_shown_payment_rounded_up_to_the_leu(): void
    {
        // market.md: 12 969 lei over 18 months at 1%/month → 850,19 lei a month; shown as 851 lei.
        $row = CreditProgrammeTable::row($this->programme('easy-18', months: 18, fee: 100), 1_296_900);

        $this->assertSame(85_019, $row['monthly_payment_exact']);
        $this->assertSame(85_100, $row['monthly_payment']);
        $this->assertSame(85_019 * 18, $row['total']);
        $this->assertSame(['slug', 'partner', 'name', 'months', 'monthly_fee_bp', 'annual_rate_bp', 'monthly_payment', 'monthly_payment_exact', 'total'], array_keys($row));
    }

    #[Test]
    public function the_name_is_in_the_current_language(): void
    {
        $programme = $this->programme('x', months: 12);

        app()->setLocale('ru');
        $this->assertSame('Рассрочка', CreditProgrammeTable::row($programme, 100_000)['name']);
        app()->setLocale('ro');
        $this->assertSame('Rate', CreditProgrammeTable::row($programme, 100_000)['name']);
    }

    #[Test]
    public function a_fee_and_an_annual_rate_add_up(): void
    {
        // 10 000 lei, 12 months, 12%/year annuity 888,49 lei + 0,5%/month fee 50 lei = 938,49 lei.
        $row = CreditProgrammeTable::row($this->programme('mixed', months: 12, fee: 50, rate: 1_200), 1_000_000);

        $this->assertSame(93_849, $row['monthly_payment_exact']);
        $this->assertSame(93_900, $row['monthly_payment']);
    }

    #[Test]
    public function rounding_up_to_the_leu_keeps_whole_lei_and_never_rounds_down(): void
    {
        $this->assertSame(28_700, CreditProgrammeTable::roundUpToLeu(28_662));
        $this->assertSame(28_700, CreditProgrammeTable::roundUpToLeu(28_601));
        $this->assertSame(28_700, CreditProgrammeTable::roundUpToLeu(28_700));
        $this->assertSame(0, CreditProgrammeTable::roundUpToLeu(0));
    }

    #[Test]
    public function the_table_keeps_the_programmes_that_accept_the_price_in_display_order(): void
    {
        $this->programme('long', months: 36, fee: 200, min: 100_000, sort: 2)->save();
        $this->programme('short', months: 3, min: 20_000, max: 2_000_000, sort: 1)->save();
        $this->programme('expired', months: 6, sort: 0, validUntil: now()->subDay()->toDateString())->save();
        $this->programme('off', months: 6, sort: 0, active: false)->save();

        $table = app(CreditProgrammeTable::class);

        $this->assertSame(['short', 'long'], array_column($table->rows(599_900), 'slug'));
        $this->assertSame(['short'], array_column($table->rows(50_000), 'slug'), 'below the long programme\'s minimum');
        $this->assertSame(['long'], array_column($table->rows(3_000_000), 'slug'), 'above the short programme\'s maximum');
        $this->assertSame([], $table->rows(10_000));
    }

    #[Test]
    public function the_teaser_is_the_0_percent_row_where_there_is_one_and_matches_market_md(): void
    {
        // market.md: 5 999 lei → 287 lei/month fits 36 months with a 2%/month fee.
        $this->programme('long', months: 36, fee: 200, sort: 1)->save();
        $this->programme('short', months: 12, sort: 0)->save();

        $rows = app(CreditProgrammeTable::class)->rows(599_900);
        $this->assertSame([50_000, 28_700], array_column($rows, 'monthly_payment'), '12 months at 0%, 36 months at 2%');
        // "Rate de la 0%" goes with the 0% row's payment, not with the 36 months' 287 lei.
        $this->assertSame(['monthly' => 50_000, 'months' => 12, 'zero_percent' => true, 'effective_annual_rate_bp' => 0], app(CreditTeaser::class)->for(599_900));

        CreditProgramme::query()->where('slug', 'short')->update(['is_active' => false]);
        $this->assertSame(['monthly' => 28_700, 'months' => 36, 'zero_percent' => false, 'effective_annual_rate_bp' => 4_740], app(CreditTeaser::class)->for(599_900));
    }

    #[Test]
    public function no_programme_means_no_teaser(): void
    {
        $this->assertNull(app(CreditTeaser::class)->for(599_900));
    }

    #[Test]
    public function the_programme_list_is_read_once_per_request(): void
    {
        $this->programme('long', months: 36, fee: 200)->save();
        $programmes = app(CreditProgrammes::class);

        DB::enableQueryLog();
        $programmes->available();
        $programmes->available();
        app(CreditTeaser::class)->for(100_000);
        app(CreditProgrammeTable::class)->rows(100_000);

        $this->assertCount(1, DB::getQueryLog());
        $this->assertSame($programmes, app(CreditProgrammes::class));
    }

    private function programme(string $slug, int $months, int $fee = 0, int $rate = 0, int $min = 0, ?int $max = null, int $sort = 0, ?string $validUntil = null, bool $active = true): CreditProgramme
    {
        return CreditProgramme::factory()->make([
            'slug' => $slug, 'months' => $months, 'monthly_fee_bp' => $fee, 'annual_rate_bp' => $rate, 'min_amount' => $min,
            'max_amount' => $max, 'is_active' => $active, 'valid_until' => $validUntil, 'sort' => $sort,
        ]);
    }
}
