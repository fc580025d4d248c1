<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Reports;

use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** `reports:retotal`: the changed days, or the days given. */
final class RetotalCommandTest extends TestCase
{
    use MakesSales;

    #[Test]
    public function it_retotals_the_changed_days_or_the_days_given(): void
    {
        $this->makeSales();

        $this->artisan('reports:retotal')->expectsOutput('Re-totalled 11 days.')->assertSuccessful();
        $this->artisan('reports:retotal')->expectsOutput('Re-totalled 0 days.')->assertSuccessful();

        DB::table('sales_daily')->where('day', '2026-01-12')->update(['revenue' => 1]);
        $this->artisan('reports:retotal --from=2026-01-12')->expectsOutput('Re-totalled 1 days.')->assertSuccessful();
        $this->assertSame(500_00, (int) DB::table('sales_daily')->where('day', '2026-01-12')->sum('revenue'));

        $this->artisan('reports:retotal --from=2026-01-12 --to=2026-01-10')->assertFailed();
        $this->artisan('reports:retotal --from=12.01.2026')->assertFailed();
    }
}
