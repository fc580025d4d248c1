<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Reports;

use App\Enums\OrderStatus;
use App\Queries\Admin\Reports\SalesReport;
use App\Services\Reports\ReportPeriod;
use App\Services\Reports\SalesTotals;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\SqlitePlans;
use Tests\TestCase;

/** Every sales report's figures against a hand-built set of orders (MakesSales), and the daily totals under them. */
final class SalesReportTest extends TestCase
{
    use MakesSales;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeSales();
    }

    /** @return array<string, mixed> */
    private function report(string $by, string $from = '2026-01-10', string $to = '2026-01-15'): array
    {
        return app(SalesReport::class)->handle(new ReportPeriod($from, $to), $by);
    }

    /**
     * @param  array<string, mixed>  $report
     * @return array<string, array<string, mixed>>
     */
    private static function rows(array $report): array
    {
        $rows = [];
        foreach ($report['rows'] as $row) {
            $rows[$row['label']] = $row;
        }

        return $rows;
    }

    #[Test]
    public function the_totals_count_sold_orders_with_discounts_refunds_and_margins_against_the_period_before(): void
    {
        $report = $this->report('days');

        $this->assertSame(['from' => '2026-01-04', 'to' => '2026-01-09', 'days' => 6], $report['previous']);
        $this->assertSame([
            'orders' => 4,
            'units' => 5,
            'revenue' => 3950_00,        // 1950 + 500 + 500 + 1000: not the cancelled nor the new order
            'average' => 987_50,
            'discounts' => 100_00,
            'refunds' => 300_00,         // paid on the 14th; the one on the 3rd is in neither period
            'margin' => 1000_00,         // (1900 − 1200) + (1000 − 700), at the costs kept on the lines
            'marginRate' => 34.5,        // of 2900 lei sold with a known cost
            'costedShare' => 74.4,       // 2900 of the goods' 3900 lei (delivery has no cost)
        ], $report['totals']['current']);
        $this->assertSame(1, $report['totals']['previous']['orders']);
        $this->assertSame(1000_00, $report['totals']['previous']['revenue']);
        $this->assertNull($report['totals']['previous']['margin']);
    }

    #[Test]
    public function by_day_lists_every_day_on_the_shops_calendar_today_live_against_the_same_day_of_the_period_before(): void
    {
        $days = [];
        foreach ($this->report('days')['rows'] as $row) {
            $days[$row['key']] = [$row['current']['orders'], $row['current']['revenue'], $row['current']['refunds'], $row['previous']['orders']];
        }

        $this->assertSame([
            '2026-01-10' => [2, 2450_00, 0, 0],     // #1 and #7, placed at 00:00 in Chișinău (22:00 UTC the day before)
            '2026-01-11' => [0, 0, 0, 1],           // the cancelled order counts nowhere; the 5th had #6
            '2026-01-12' => [1, 500_00, 0, 0],
            '2026-01-13' => [0, 0, 0, 0],           // a new order is not a sale yet
            '2026-01-14' => [0, 0, 300_00, 0],
            '2026-01-15' => [1, 1000_00, 0, 0],     // today, read from the orders
        ], $days);
    }

    #[Test]
    public function by_product_category_and_brand_the_lines_after_their_discounts_best_selling_first(): void
    {
        $products = $this->report('products')['rows'];
        $this->assertSame(['Telefon R', 'Televizor R'], array_column($products, 'label'));
        $this->assertSame('R-PHONE', $products[0]['detail']);
        $this->assertSame(['orders' => 2, 'units' => 3, 'revenue' => 2900_00, 'average' => 1450_00, 'discounts' => 100_00, 'refunds' => null, 'margin' => 1000_00, 'marginRate' => 34.5, 'costedShare' => 100.0], $products[0]['current']);
        $this->assertSame(['orders' => 2, 'units' => 2, 'revenue' => 1000_00, 'average' => 500_00, 'discounts' => 0, 'refunds' => null, 'margin' => null, 'marginRate' => null, 'costedShare' => 0.0], $products[1]['current']);
        $this->assertSame(2, $products[1]['previous']['units']);

        // The top-level category, however deep the product's own.
        $categories = self::rows($this->report('categories'));
        $this->assertSame([3, 2900_00, null], [$categories['Telefoane R']['current']['units'], $categories['Telefoane R']['current']['revenue'], $categories['Telefoane R']['current']['orders']]);
        $this->assertSame(1000_00, $categories['Televizoare R']['current']['revenue']);

        $brands = self::rows($this->report('brands'));
        $this->assertSame(2900_00, $brands['Pomme R']['current']['revenue']);
        $this->assertSame(1000_00, $brands['Vizio R']['previous']['revenue']);
    }

    #[Test]
    public function by_store_payment_and_kind_the_orders_totals_with_their_refunds(): void
    {
        $stores = self::rows($this->report('stores'));
        $this->assertSame([3, 3450_00, 300_00], [$stores['Livrare prin curier']['current']['orders'], $stores['Livrare prin curier']['current']['revenue'], $stores['Livrare prin curier']['current']['refunds']]);
        $this->assertSame([1, 500_00], [$stores['Centru R']['current']['orders'], $stores['Centru R']['current']['revenue']]);

        $payments = self::rows($this->report('payments'));
        $this->assertSame(3, $payments['Numerar la primire']['current']['orders']);
        $this->assertSame(1, $payments['Numerar la primire']['previous']['orders']);
        $this->assertSame(500_00, $payments['Card la primire']['current']['revenue']);

        $kinds = self::rows($this->report('kinds'));
        $this->assertSame(3450_00, $kinds['Prin coș']['current']['revenue']);
        $this->assertSame(1, $kinds['Într-un clic']['current']['orders']);
    }

    #[Test]
    public function a_day_is_retotalled_exactly_and_a_second_run_writes_the_same_rows(): void
    {
        $totals = app(SalesTotals::class);
        $totals->retotal('2026-01-10');
        $first = DB::table('sales_daily')->where('day', '2026-01-10')->get(['store_id', 'payment_method', 'kind', 'orders', 'units', 'revenue', 'discounts', 'delivery_fees'])->map(static fn (object $row): array => (array) $row)->all();
        $totals->retotal('2026-01-10');
        $second = DB::table('sales_daily')->where('day', '2026-01-10')->get(['store_id', 'payment_method', 'kind', 'orders', 'units', 'revenue', 'discounts', 'delivery_fees'])->map(static fn (object $row): array => (array) $row)->all();

        $this->assertCount(1, $first);
        $this->assertEquals([['store_id' => 0, 'payment_method' => 'cash', 'kind' => 'checkout', 'orders' => 2, 'units' => 3, 'revenue' => 2450_00, 'discounts' => 100_00, 'delivery_fees' => 50_00]], $first);
        $this->assertEquals($first, $second);
        $this->assertEquals(
            [['product_id' => $this->phone->id, 'orders' => 1, 'units' => 2, 'revenue' => 1900_00, 'discounts' => 100_00, 'cost' => 1200_00, 'costed_revenue' => 1900_00], ['product_id' => $this->tv->id, 'orders' => 1, 'units' => 1, 'revenue' => 500_00, 'discounts' => 0, 'cost' => 0, 'costed_revenue' => 0]],
            DB::table('sales_daily_products')->where('day', '2026-01-10')->orderBy('product_id')->get(['product_id', 'orders', 'units', 'revenue', 'discounts', 'cost', 'costed_revenue'])->map(static fn (object $row): array => (array) $row)->all(),
        );
    }

    #[Test]
    public function an_order_cancelled_later_leaves_the_day_it_was_placed_on_the_next_run_and_only_changed_days_are_retotalled(): void
    {
        $totals = app(SalesTotals::class);
        $this->assertSame(11, $totals->retotalChanged(), 'the first run totals every day from the first order (the 5th) to today');
        $this->assertSame(2450_00, (int) DB::table('sales_daily')->where('day', '2026-01-10')->sum('revenue'));

        $this->travel(20)->minutes();
        $this->assertSame(0, $totals->retotalChanged());
        DB::table('orders')->where('id', $this->orders[7]->id)->update(['status' => OrderStatus::Cancelled->value, 'updated_at' => now()->utc()->format('Y-m-d H:i:s')]);

        $this->assertSame(1, $totals->retotalChanged());
        $this->assertSame(1950_00, (int) DB::table('sales_daily')->where('day', '2026-01-10')->sum('revenue'));
        $this->assertSame(3450_00, $this->report('days')['totals']['current']['revenue']);
    }

    #[Test]
    public function finding_the_changed_days_and_reading_a_report_read_indexes_never_a_whole_table_of_orders_or_totals(): void
    {
        if (DB::connection()->getDriverName() !== 'sqlite') {
            $this->markTestSkipped('SQLite\'s query plans');
        }
        $totals = app(SalesTotals::class);
        $totals->retotalChanged();
        $this->travel(20)->minutes();

        $plans = SqlitePlans::of(fn () => [$totals->retotalChanged(), $this->report('products', '2025-12-01', '2025-12-31'), $this->report('stores')]);
        $this->assertNotEmpty($plans);
        foreach ($plans as ['sql' => $sql, 'plan' => $plan]) {
            foreach (['orders', 'order_lines', 'sales_daily', 'sales_daily_products', 'refunds'] as $table) {
                $this->assertDoesNotMatchRegularExpression('/SCAN (TABLE )?'.$table.'( AS \\w+)?\\b(?! USING)/', $plan, $sql);
            }
        }
    }
}
