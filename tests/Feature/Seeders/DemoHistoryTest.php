<?php

declare(strict_types=1);

namespace Tests\Feature\Seeders;

use App\Models\Order;
use App\Queries\Admin\Reports\SalesReport;
use App\Services\Reports\ReportPeriod;
use Database\Seeders\DatabaseSeeder;
use Database\Seeders\DemoHistorySeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Tests\Support\Stock;
use Tests\TestCase;

/** The demo shop's months of orders, returns and cost prices: on a developer's machine only, and the reports read them. */
final class DemoHistoryTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function a_developers_machine_gets_months_of_orders_that_the_reports_and_customers_read(): void
    {
        $this->app->detectEnvironment(static fn (): string => 'local');
        config(['app.url' => 'http://localhost:8000']);
        $before = DB::table('orders')->count();
        try {
            app(DemoHistorySeeder::class)->run();
        } finally {
            $this->app->detectEnvironment(static fn (): string => 'testing');
        }

        $orders = DB::table('orders')->count() - $before;
        $this->assertGreaterThan(2000, $orders);
        $statuses = DB::table('orders')->distinct()->pluck('status')->all();
        foreach (['new', 'confirmed', 'completed', 'cancelled', 'shipped'] as $status) {
            $this->assertContains($status, $statuses);
        }
        $this->assertSame(['card', 'cash', 'credit', 'transfer'], DB::table('orders')->whereNotNull('payment_method')->distinct()->orderBy('payment_method')->pluck('payment_method')->all());
        $this->assertTrue(DB::table('orders')->where('delivery_method', 'pickup')->whereNotNull('store_id')->exists());
        $this->assertGreaterThan(10, DB::table('refunds')->count());
        $this->assertSame(DB::table('refunds')->count(), DB::table('order_returns')->where('status', 'refunded')->count());
        // Returns and a claim still in the works (DemoReturnsSeeder), each with its timeline row.
        $this->assertSame(1, DB::table('order_returns')->where('status', 'requested')->count());
        $this->assertSame(1, DB::table('order_returns')->where('status', 'accepted')->count());
        $this->assertSame(1, DB::table('warranty_claims')->where('status', 'at_service')->count());
        $this->assertSame(5, DB::table('order_events')->whereIn('type', ['return', 'warranty'])->count());
        $this->assertGreaterThan(30, DB::table('customers')->count());
        // Deliveries to the warehouse, dated in the past, each a movement, the places still adding up to the totals.
        $this->assertSame(8, DB::table('goods_receipts')->where('status', 'received')->where('received_at', '<', now()->subDays(9))->count());
        // and the week's delivery three days ago, for what the open orders hold.
        $this->assertSame(1, DB::table('goods_receipts')->where('status', 'received')->where('received_at', '>', now()->subDays(9))->count());
        $this->assertSame(0, DB::table('stock_movements')->where('reason', 'receipt')->whereBetween('created_at', [now()->subDays(9), now()->subDays(4)])->count());
        $this->assertGreaterThan(0, DB::table('stock_movements')->where('reason', 'receipt')->count());
        // Transfers in each state and a couple of counts, through the ledger.
        $this->assertSame(['draft' => 1, 'received' => 2, 'sent' => 1], DB::table('stock_transfers')->selectRaw('status, count(*) as n')->groupBy('status')->orderBy('status')->pluck('n', 'status')->map(static fn ($n): int => (int) $n)->all());
        $this->assertGreaterThan(0, DB::table('stock_movements')->where('reason', 'count')->count());
        // Open orders hold their units as real ones do; finished ones hold none.
        $open = DB::table('orders')->whereIn('status', ['new', 'confirmed', 'packed'])->pluck('id')->all();
        $this->assertNotSame([], $open);
        $this->assertSame(count($open), DB::table('order_stock')->whereIn('order_id', $open)->whereNull('released_at')->distinct()->count('order_id'));
        $this->assertGreaterThan(0, DB::table('stock_movements')->where('reason', 'order_reserved')->whereIn('reference_id', $open)->count());
        $this->assertFalse(DB::table('order_stock')->join('orders', 'orders.id', '=', 'order_stock.order_id')->whereIn('orders.status', ['completed', 'cancelled'])->exists());
        $this->assertSame([], Stock::drift());
        $this->assertSame([], Stock::movementDrift());
        $this->assertGreaterThan(DB::table('products')->whereNull('cost_price')->count(), DB::table('products')->whereNotNull('cost_price')->count());

        // Today's and tomorrow's courier deliveries, each in one of the checkout's slots; shipped orders say how.
        $today = now(config()->string('app.shop_timezone'));
        foreach ([$today, $today->copy()->addDay()] as $day) {
            $this->assertTrue(DB::table('orders')->where('delivery_method', 'courier')->whereDate('delivery_date', $day->format('Y-m-d'))->whereIn('status', ['new', 'confirmed', 'packed', 'shipped'])->exists());
        }
        $this->assertFalse(DB::table('orders')->where('delivery_method', 'courier')->where(static fn ($q) => $q->whereNull('delivery_date')->orWhereNotIn('delivery_interval', config()->array('checkout.delivery.intervals')))->exists());
        $this->assertFalse(DB::table('orders')->where('status', 'shipped')->where('delivery_method', 'courier')->where(static fn ($q) => $q->whereNull('courier')->orWhereNull('tracking_number'))->exists());
        $staff = DB::table('users')->whereIn('email', ['demo-manager@example.md', 'demo-owner@example.md'])->pluck('id')->all();
        $taken = DB::table('orders')->whereIn('kind', ['phone', 'store'])->where('idempotency_key', 'like', 'demo-history-%');
        $this->assertTrue($taken->clone()->exists());
        $this->assertFalse($taken->clone()->where(static fn ($q) => $q->whereNull('placed_by')->orWhereNotIn('placed_by', $staff))->exists());

        // Company orders with their invoices; customers with notes and flags.
        $this->assertSame(6, DB::table('invoices')->join('orders', 'orders.id', '=', 'invoices.order_id')->whereNotNull('orders.company_idno')->count());
        $this->assertSame(3, DB::table('customers')->whereNotNull('flag')->count());
        $this->assertSame(3, DB::table('customer_notes')->count());

        $last = app(SalesReport::class)->handle(ReportPeriod::preset('last_month', now(config()->string('app.shop_timezone'))->format('Y-m-d')), 'stores');
        $this->assertGreaterThan(300, $last['totals']['current']['orders']);
        $this->assertGreaterThan(0, $last['totals']['current']['margin']);
        $this->assertGreaterThan(1, count($last['rows']));

        // Orders and lines made after the history carry on from its ids (PostgreSQL's sequences included).
        /** @var Order $order */
        $order = Order::factory()->create();
        $this->assertGreaterThan(DB::table('orders')->where('id', '<>', $order->id)->max('id'), $order->id);
        $this->assertGreaterThan(0, $order->lines()->create(['product_id' => DB::table('products')->value('id'), 'sku' => 'X', 'name' => ['ro' => 'X'], 'slug' => 'x', 'unit_price' => 1, 'quantity' => 1, 'line_total' => 1])->id);
    }

    #[Test]
    public function it_is_never_seeded_outside_a_developers_machine(): void
    {
        $this->expectException(RuntimeException::class);
        app(DemoHistorySeeder::class)->run();
    }
}
