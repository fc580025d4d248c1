<?php

declare(strict_types=1);

namespace Tests\Feature\Returns;

use App\Actions\Returns\ReceiveReturn;
use App\Actions\Returns\RecordRefund;
use App\Enums\RefundMethod;
use App\Enums\ReturnCondition;
use App\Enums\ReturnStatus;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\OrderReturn;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Processes\AtOnce;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Staff racing each other on one return or one order from separate processes, each with its own connection, as
 * several PHP workers would: six receipts of the same return put its units back once; eight refunds of 400 lei at the
 * same moment on an order that paid 2 000 lei make exactly five. It needs a database server that several processes
 * share (`composer test -- --db=pgsql` or `--db=mariadb`), so its rows are committed, and removed at the end.
 */
final class ReturnsConcurrencyTest extends TestCase
{
    use MakesDeliveredOrders;

    /** @var list<string|null> no wrapping transaction: the other processes must see the rows */
    protected array $connectionsToTransact = [];

    protected function setUp(): void
    {
        if (DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('Needs a database server that several processes share (composer test -- --db=pgsql).');
        }
        parent::setUp();
        config(['cache.default' => 'database']);
        foreach (['refunds', 'order_return_lines', 'order_returns', 'order_mails', 'order_events', 'order_stock', 'order_lines', 'orders', 'product_stock', 'products', 'stores', 'categories', 'brands', 'cache', 'cache_locks'] as $table) {
            DB::table($table)->delete();
        }
        $this->arrangeCatalogue();
    }

    protected function tearDown(): void
    {
        if (DatabaseUnderTest::isSqlite()) {
            // Skipped before the app booted: nothing was written.
            parent::tearDown();

            return;
        }
        $this->forgetAuditEntries();
        foreach (['refunds', 'order_return_lines', 'order_returns', 'order_mails', 'order_events', 'order_stock', 'order_lines', 'orders', 'product_stock', 'products', 'stores', 'categories', 'brands', 'cache', 'cache_locks'] as $table) {
            DB::table($table)->delete();
        }
        parent::tearDown();
    }

    /**
     * The audit log is append-only (a trigger refuses deletes); this test's committed entries would stay for the
     * tests after it, so the trigger is stepped around for this one delete on the throwaway database.
     */
    private function forgetAuditEntries(): void
    {
        $mine = static fn () => DB::table('audit_log')->whereIn('action', ['return.receive', 'refund.create']);
        if (DB::getDriverName() === 'pgsql') {
            DB::statement('SET session_replication_role = replica');
            $mine()->delete();
            DB::statement('SET session_replication_role = DEFAULT');

            return;
        }
        DB::unprepared('DROP TRIGGER IF EXISTS audit_log_no_delete');
        $mine()->delete();
        DB::unprepared("CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'audit_log is append-only'");
    }

    #[Test]
    public function six_receipts_of_one_return_at_the_same_moment_put_its_units_back_once(): void
    {
        $product = $this->product(5);
        $order = $this->deliveredOrder($product, 3);
        $return = OrderReturn::query()->create([
            'order_id' => $order->id, 'status' => ReturnStatus::Accepted->value, 'reason' => 'defective', 'handover' => 'courier', 'address' => 'x', 'version' => 1,
        ]);
        $line = $return->lines()->create(['order_line_id' => $this->lineId($order), 'quantity' => 3]);
        $before = Stock::total($product);

        DB::disconnect();
        $failures = AtOnce::run(6, function () use ($return, $line): void {
            try {
                app(ReceiveReturn::class)->handle(OrderReturn::query()->findOrFail($return->id), 1, [
                    $line->id => ['quantity' => 3, 'condition' => ReturnCondition::Sellable, 'place_id' => $this->warehouse],
                ], StaffActor::of(Request::create('/')));
            } catch (\App\Exceptions\Returns\AfterSaleRefused) {
                // The losers are told the return changed meanwhile.
            }
        });

        $this->assertSame('', $failures);
        $this->assertSame($before + 3, Stock::total($product));
        $this->assertSame([], Stock::drift());
        $this->assertSame(1, DB::table('audit_log')->where('action', 'return.receive')->where('subject_id', (string) $order->id)->count());
        $this->assertSame(1, DB::table('order_mails')->where('type', 'return_'.$return->id.'_received')->count());
    }

    #[Test]
    public function eight_refunds_at_the_same_moment_never_exceed_what_was_paid(): void
    {
        $order = $this->deliveredOrder($this->product(5, 1_000_00), 2);
        $store = $this->shop();

        DB::disconnect();
        $failures = AtOnce::run(8, function (int $process) use ($order, $store): void {
            try {
                app(RecordRefund::class)->handle(Order::query()->findOrFail($order->id), RefundMethod::Cash, 400_00, 'race-'.$process, null, null, $store->id, null, StaffActor::of(Request::create('/')));
            } catch (\App\Exceptions\Returns\AfterSaleRefused) {
                // Past the cap: refused.
            }
        });

        $this->assertSame('', $failures);
        $this->assertSame(5, DB::table('refunds')->where('order_id', $order->id)->count());
        $this->assertSame(2_000_00, (int) DB::table('refunds')->where('order_id', $order->id)->sum('amount'));
    }
}
