<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Queries\Admin\DashboardFigures;
use App\Queries\Admin\InboxCounts;
use App\Queries\Admin\LowStockProducts;
use App\Queries\Admin\OrdersWaiting;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Database\SqlitePlans;
use Tests\TestCase;

/**
 * Every statement of the dashboard reads an index, never a whole table: SQLite's EXPLAIN QUERY PLAN of each. The
 * timings at 100 000 orders are in bench/README.md (`php bench/dashboard.php`).
 */
final class DashboardQueryPlansTest extends TestCase
{
    protected function setUp(): void
    {
        if (! DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('Reads SQLite\'s query plans; a database server plans by its own statistics.');
        }
        parent::setUp();
    }

    #[Test]
    public function figures_read_only_the_orders_day_index(): void
    {
        $plans = $this->plans(static fn () => (new DashboardFigures)->handle());

        $this->assertCount(1, $plans);
        $this->assertSame(63, substr_count($plans[0], 'SEARCH orders USING COVERING INDEX orders_dashboard_days_index (created_at>? AND created_at<?)'));
        $this->assertStringNotContainsString('SCAN orders', $plans[0]);
    }

    #[Test]
    public function orders_waiting_are_counted_from_the_status_index(): void
    {
        // Any index led by the status column will do (the order list adds one of its own).
        $plans = $this->plans(static fn () => (new OrdersWaiting)->handle());
        $this->assertCount(1, $plans);
        $this->assertMatchesRegularExpression('/^SEARCH orders USING COVERING INDEX orders_status_\w+ \(status=\?\)$/', $plans[0]);
    }

    #[Test]
    public function low_stock_reads_the_stock_index(): void
    {
        $plans = $this->plans(static fn () => (new LowStockProducts)->handle());

        // The highest reorder level bounds the range, then the list and the count read it.
        $this->assertCount(3, $plans);
        $this->assertSame('SEARCH products USING COVERING INDEX products_reorder_level_index', $plans[0]);
        $this->assertStringContainsString('SEARCH products USING INDEX products_low_stock_index (stock_total<?)', $plans[1]);
        $this->assertSame('SEARCH products USING COVERING INDEX products_low_stock_index (stock_total<?)', $plans[2]);
    }

    #[Test]
    public function inbox_counts_read_the_three_created_at_indexes(): void
    {
        $plans = $this->plans(static fn () => (new InboxCounts)->handle());

        $this->assertCount(1, $plans);
        foreach (['contact_messages', 'credit_requests', 'job_applications'] as $table) {
            $this->assertStringContainsString("SEARCH {$table} USING COVERING INDEX {$table}_created_at_index (created_at>?)", $plans[0]);
        }
    }

    /**
     * The plan of each statement the callback runs, its steps joined by new lines.
     *
     * @return list<string>
     */
    private function plans(callable $run): array
    {
        return array_column(SqlitePlans::of($run), 'plan');
    }
}
