<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Documents;

use App\Actions\Documents\IssueInvoice;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Processes\AtOnce;
use Tests\TestCase;

/**
 * Invoice numbers issued at the same moment from separate processes, each with its own connection, as several PHP
 * workers would: a gap-free series (1…N, each once) and one invoice per order however many ask for it. On SQLite one
 * writer at a time keeps that by itself; on PostgreSQL and MariaDB the order's row lock and the counter's conditional
 * update must. It needs a database server (`composer test -- --db=pgsql`), so its rows are committed and removed.
 */
final class InvoiceNumbersConcurrencyTest extends TestCase
{
    /** @var list<string|null> no wrapping transaction: the other processes must see the orders */
    protected array $connectionsToTransact = [];

    /** @var list<int> */
    private array $orders = [];

    protected function setUp(): void
    {
        if (DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('Needs a database server that several processes share (composer test -- --db=pgsql).');
        }
        parent::setUp();
    }

    protected function tearDown(): void
    {
        if ($this->orders === []) {
            parent::tearDown();

            return;
        }
        DB::table('invoices')->whereIn('order_id', $this->orders)->delete();
        DB::table('invoice_counters')->where('year', 2031)->delete();
        $this->forgetAuditEntries();
        DB::table('order_lines')->whereIn('order_id', $this->orders)->delete();
        DB::table('orders')->whereIn('id', $this->orders)->delete();
        parent::tearDown();
    }

    /**
     * The audit log is append-only (a trigger refuses deletes); this test's committed entries would stay for the
     * tests after it, so the trigger is stepped around for this one delete on the throwaway database.
     */
    private function forgetAuditEntries(): void
    {
        $mine = fn () => DB::table('audit_log')->where('action', 'invoice.issue')->where('subject_type', 'Order')->whereIn('subject_id', array_map('strval', $this->orders));
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
    public function eight_processes_issuing_for_six_orders_at_once_number_them_one_to_six_once_each(): void
    {
        $this->travelTo('2031-03-01 10:00:00');
        foreach (range(1, 6) as $i) {
            $this->orders[] = Order::factory()->createOne(['company_name' => "Firma $i SRL", 'company_idno' => '100360012345'.$i])->id;
        }
        // Processes 7 and 8 ask again for the first two orders at the same moment.
        $targets = [...$this->orders, $this->orders[0], $this->orders[1]];

        DB::disconnect();
        $failures = AtOnce::run(count($targets), static function (int $process) use ($targets): void {
            app(IssueInvoice::class)->handle(Order::query()->findOrFail($targets[$process - 1]), StaffActor::console());
        });

        $this->assertSame('', $failures);
        $numbers = DB::table('invoices')->whereIn('order_id', $this->orders)->orderBy('number')->pluck('number')->map(static fn (mixed $n): int => (int) $n)->all();
        $this->assertSame([1, 2, 3, 4, 5, 6], $numbers, 'one invoice per order, numbered without gaps');
        $this->assertSame(6, (int) DB::table('invoice_counters')->where('year', 2031)->value('last_number'));
        $this->assertSame(6, DB::table('invoices')->whereIn('order_id', $this->orders)->distinct()->count('order_id'));
    }
}
