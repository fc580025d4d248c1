<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Customers;

use App\Queries\Admin\Customers\CustomerList;
use App\Queries\Admin\MenuBadges;
use App\Services\Customers\CustomerDirectory;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Database\SqlitePlans;
use Tests\TestCase;

/**
 * The customer list, a customer's figures and the menu's badges read indexes, never a whole table sorted on the fly:
 * SQLite's EXPLAIN QUERY PLAN of each (docs/customers.md), so they stay fast at a million orders.
 */
final class CustomerQueryPlansTest extends TestCase
{
    protected function setUp(): void
    {
        if (! DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('Reads SQLite\'s query plans; a database server plans by its own statistics.');
        }
        parent::setUp();
    }

    #[Test]
    public function each_sort_of_the_list_reads_its_index_in_order(): void
    {
        // Rows to page through (an empty count skips the page's statement).
        foreach (['+37369123456', '+37360111222'] as $phone) {
            DB::table('customers')->insert(['phone' => $phone, 'name' => 'C', 'created_at' => now(), 'updated_at' => now()]);
        }
        foreach (['last' => 'customers_last_order_at_id_index', 'spent' => 'customers_spent_id_index', 'orders' => 'customers_orders_count_id_index', 'name' => 'customers_name_id_index'] as $sort => $index) {
            $plans = $this->plans(static fn () => (new CustomerList)->paginate(['sort' => $sort]));
            $page = (string) end($plans);
            $this->assertStringContainsString("USING INDEX {$index}", $page, $sort);
            $this->assertStringNotContainsString('TEMP B-TREE', $page, $sort);
        }
        $plans = $this->plans(static fn () => (new CustomerList)->paginate(['q' => '069 12 34 56']));
        $this->assertStringContainsString('USING INDEX customers_phone_index (phone=?)', implode("\n", $plans));
    }

    #[Test]
    public function a_customers_figures_and_the_badges_read_the_orders_indexes(): void
    {
        $id = (int) DB::table('customers')->insertGetId(['created_at' => now(), 'updated_at' => now()]);
        $plans = implode("\n", $this->plans(static fn () => app(CustomerDirectory::class)->refresh($id)));
        $this->assertStringContainsString('orders USING INDEX orders_customer_id_created_at_index (customer_id=?)', $plans);
        $this->assertStringNotContainsString('SCAN orders', $plans);

        $badges = implode("\n", $this->plans(static fn () => (new MenuBadges)->counts()));
        $this->assertStringNotContainsString('SCAN orders', $badges);
        $this->assertMatchesRegularExpression('/SEARCH orders USING (COVERING )?INDEX orders_status_\w+ \(status=\?/', $badges);
    }

    /**
     * @return list<string>
     */
    private function plans(callable $run): array
    {
        return array_column(SqlitePlans::of($run), 'plan');
    }
}
