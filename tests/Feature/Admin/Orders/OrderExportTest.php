<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Order;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Symfony\Component\HttpFoundation\StreamedResponse;
use Tests\TestCase;

/** The CSV export of the filtered order list: Excel-ready, in the staff member's language, streamed with flat memory. */
final class OrderExportTest extends TestCase
{
    use MakesOrders;

    #[Test]
    public function the_export_holds_the_filtered_orders_for_excel_in_the_staff_members_language(): void
    {
        $manager = $this->staff(StaffRole::Manager);
        $store = $this->store();
        Order::factory()->createOne(['name' => 'Ana; "Rusu"', 'total' => 1_234_50]);
        Order::factory()->createOne(['name' => '=HYPERLINK("http://evil")']);
        $pickup = Order::factory()->pickup($store)->createOne(['payment_method' => 'card']);

        $this->freezeSecond();
        $response = $this->actingAs($manager)->get('/admin/comenzi/export?delivery=pickup');
        $response->assertOk()->assertHeader('Content-Type', 'text/csv; charset=UTF-8');
        // Named on the shop's clock, as its rows are dated.
        $this->assertStringContainsString('attachment; filename=comenzi-'.now(config()->string('app.shop_timezone'))->format('Y-m-d-His').'.csv', (string) $response->headers->get('Content-Disposition'));
        $csv = $response->streamedContent();
        $this->assertStringStartsWith("\u{FEFF}Numărul;Data;Starea;Numele;Telefon;E-mail;Livrare;Magazinul;Adresa;Plata;Tipul;\"Reducere, lei\";\"Suma, lei\"\n", $csv);
        $lines = array_values(array_filter(explode("\n", $csv)));
        $this->assertCount(2, $lines);
        $this->assertStringStartsWith($pickup->number.';', $lines[1]);
        $this->assertStringContainsString(';Nouă;"Ion Popescu";"069 12 34 56";', $lines[1]);
        $this->assertStringContainsString(';Ridicare;"Magazinul Centru";;"Card la primire";"Prin coș";0,00;1000,00', $lines[1]);

        $all = $this->get('/admin/comenzi/export')->streamedContent();
        $this->assertStringContainsString('"Ana; ""Rusu"""', $all, 'separators and quotes inside a field are quoted');
        $this->assertStringContainsString(';1234,50', $all);
        $this->assertStringContainsString(";\"'=HYPERLINK(\"\"http://evil\"\")\";", $all, 'a formula typed as a name is not run by Excel');

        $entry = AuditEntry::query()->where('action', 'orders.export')->latest('id')->firstOrFail();
        $this->assertSame($manager->id, $entry->user_id);
        $this->assertSame(['filters' => ['delivery' => 'pickup']], AuditEntry::query()->where('action', 'orders.export')->orderBy('id')->firstOrFail()->after);

        $russian = $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->get('/admin/comenzi/export')->streamedContent();
        $this->assertStringStartsWith("\u{FEFF}Номер;Дата;Статус;Имя;", $russian);
        $this->assertStringContainsString(';Новый;', $russian);
    }

    #[Test]
    public function with_its_lines_each_order_line_is_a_row_with_the_orders_columns_its_sku_and_figures(): void
    {
        $manager = $this->staff(StaffRole::Manager);
        $order = Order::factory()->status(OrderStatus::Completed)->createOne(['created_at' => '2026-11-20 10:00:00', 'discount_total' => 50_00, 'subtotal' => 3_000_00, 'total' => 2_950_00]);
        $order->lines()->create(['product_id' => null, 'sku' => 'TV-55', 'name' => ['ro' => 'Televizor 55', 'ru' => 'Телевизор 55'], 'slug' => 'tv-55', 'unit_price' => 1_000_00, 'quantity' => 2, 'line_total' => 2_000_00, 'discount' => 50_00]);
        $order->lines()->create(['product_id' => null, 'sku' => '=CMD', 'name' => ['ro' => 'Suport', 'ru' => 'Кронштейн'], 'slug' => 'suport', 'unit_price' => 1_000_00, 'quantity' => 1, 'line_total' => 1_000_00, 'discount' => 0]);
        Order::factory()->status(OrderStatus::Cancelled)->createOne(['created_at' => '2026-11-20 11:00:00']);
        $old = Order::factory()->status(OrderStatus::Completed)->createOne(['created_at' => '2026-10-01 10:00:00']);

        $csv = $this->actingAs($manager)->get('/admin/comenzi/export?lines=1&status=completed&from=2026-11-01&to=2026-11-30')->assertOk()->streamedContent();
        $lines = array_values(array_filter(explode("\n", $csv)));
        $this->assertStringEndsWith(';"Reducere, lei";"Suma, lei";"Cod produs";Produsul;Cantitatea;"Preț unitar, lei";"Reducere pe rând, lei";"Total rând, lei"', $lines[0]);
        $this->assertCount(3, $lines, 'two lines of the one completed order in the period');
        $this->assertStringStartsWith($order->number.';', $lines[1]);
        $this->assertStringEndsWith(';50,00;2950,00;TV-55;"Televizor 55";2;1000,00;50,00;1950,00', $lines[1]);
        $this->assertStringEndsWith(";50,00;2950,00;'=CMD;Suport;1;1000,00;0,00;1000,00", $lines[2]);
        $this->assertStringNotContainsString((string) $old->number, $csv);

        $russian = $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->get('/admin/comenzi/export?lines=1&status=completed&from=2026-11-01')->streamedContent();
        $this->assertStringContainsString(';TV-55;"Телевизор 55";2;', $russian);
        $this->assertSame(['filters' => ['status' => 'completed', 'from' => '2026-11-01'], 'lines' => true], AuditEntry::query()->where('action', 'orders.export')->latest('id')->firstOrFail()->after);
    }

    #[Test]
    public function the_warehouse_and_editors_may_not_export(): void
    {
        $this->actingAs($this->staff(StaffRole::Warehouse))->get('/admin/comenzi/export')->assertForbidden();
        $this->actingAs($this->staff(StaffRole::Editor))->get('/admin/comenzi/export')->assertForbidden();
        $this->assertSame(0, AuditEntry::query()->where('action', 'orders.export')->count());
    }

    #[Test]
    public function twenty_thousand_orders_stream_with_flat_memory(): void
    {
        $now = now()->toDateTimeString();
        for ($chunk = 0; $chunk < 40; $chunk++) {
            $rows = [];
            for ($i = 1; $i <= 500; $i++) {
                $n = $chunk * 500 + $i;
                $rows[] = [
                    'number' => sprintf('ES-2611-%06d', $n), 'idempotency_key' => 'bulk-'.$n, 'kind' => 'checkout', 'status' => 'new',
                    'locale' => 'ro', 'name' => 'Client '.$n, 'phone' => '+37369123456', 'email' => "c{$n}@example.md",
                    'delivery_method' => 'courier', 'city' => 'Chișinău', 'address' => 'str. Lungă '.$n, 'payment_method' => 'cash',
                    'subtotal' => 100_00, 'delivery_fee' => 0, 'total' => 100_00, 'created_at' => $now, 'updated_at' => $now,
                ];
            }
            DB::table('orders')->insert($rows);
        }

        $response = $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/comenzi/export');
        $streamed = $response->baseResponse;
        $this->assertInstanceOf(StreamedResponse::class, $streamed);

        $lines = 0;
        $bytes = 0;
        ob_start(static function (string $chunk) use (&$lines, &$bytes): string {
            $lines += substr_count($chunk, "\n");
            $bytes += strlen($chunk);

            return '';
        }, 16_384);
        gc_collect_cycles();
        memory_reset_peak_usage();
        $before = memory_get_usage();
        $streamed->sendContent();
        $growth = memory_get_peak_usage() - $before;
        ob_end_clean();

        $this->assertSame(20_001, $lines, 'the header and one line per order');
        $this->assertGreaterThan(1_500_000, $bytes);
        $this->assertLessThan(3 * 1024 * 1024, $growth, 'memory grew by '.round($growth / 1048576, 1).' MB');
    }
}
