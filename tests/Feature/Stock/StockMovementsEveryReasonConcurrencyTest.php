<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Actions\Orders\EditOrder;
use App\Actions\Stock\CancelStockTransfer;
use App\Actions\Stock\SendStockTransfer;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Exceptions\Orders\OrderEditRefused;
use App\Exceptions\Stock\NotEnoughStock;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\Product;
use App\Models\StockTransfer;
use App\Services\Checkout\DeliveryDays;
use App\Services\Stock\StockLedger;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Processes\AtOnce;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Every kind of movement the stock ledger writes (docs/stock.md, "Movements"), racing the others from separate
 * processes with connections of their own, as PHP workers would: a sent transfer cancelled, an order edited (units
 * given back and taken), an order packed at another place, a cancellation reverted, returned units received and
 * damaged ones written off, the catalogue import setting shelves, staff counts and new orders. Afterwards each
 * product's total is the sum of its places, the movements add up to every shelf, and every unit is on a shelf or held
 * by an order. It needs a database server that several processes share (`composer test -- --db=pgsql`), so its rows
 * are committed, and removed at the end.
 */
final class StockMovementsEveryReasonConcurrencyTest extends TestCase
{
    private const TABLES = ['stock_movements', 'stock_transfer_lines', 'stock_transfers', 'order_stock', 'order_events', 'order_mails', 'order_lines', 'orders', 'product_stock', 'products', 'stores', 'categories', 'brands', 'cache', 'cache_locks'];

    /** @var list<string|null> no wrapping transaction: the other processes must see the rows */
    protected array $connectionsToTransact = [];

    private int $warehouse;

    private int $store;

    private int $lastAuditEntry = 0;

    protected function setUp(): void
    {
        if (DatabaseUnderTest::isSqlite()) {
            $this->markTestSkipped('Needs a database server that several processes share (composer test -- --db=pgsql).');
        }
        parent::setUp();
        config(['cache.default' => 'database']);
        foreach (self::TABLES as $table) {
            DB::table($table)->delete();
        }
        $this->lastAuditEntry = (int) DB::table('audit_log')->max('id');
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        $this->warehouse = Stock::warehouse();
        $this->store = DB::table('stores')->insertGetId([
            'slug' => 'centru', 'name' => json_encode(['ro' => 'Centru', 'ru' => 'Центр']), 'city' => '{}', 'address' => '{}', 'phones' => '[]',
            'hours' => '{}', 'latitude' => 47, 'longitude' => 28, 'sorted' => 1, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }

    protected function tearDown(): void
    {
        if (DatabaseUnderTest::isSqlite()) {
            parent::tearDown();

            return;
        }
        foreach (self::TABLES as $table) {
            DB::table($table)->delete();
        }
        $this->forgetAuditEntries();
        parent::tearDown();
    }

    /**
     * The audit log is append-only (a trigger refuses deletes); the entries this test committed (the edit, the
     * imports) would stay for the tests after it, so the trigger is stepped around for this one delete on the
     * throwaway database.
     */
    private function forgetAuditEntries(): void
    {
        $mine = fn () => DB::table('audit_log')->where('id', '>', $this->lastAuditEntry);
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

    /** @param  array<int, int>  $places  units by place id */
    private function product(string $sku, array $places): Product
    {
        $now = now();
        $id = DB::table('products')->insertGetId([
            'slug' => strtolower($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
            'description' => '{}', 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1, 'price' => 100_00,
            'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
        foreach ($places as $place => $units) {
            Stock::set($id, $place, $units);
        }

        return Product::query()->findOrFail($id);
    }

    /** @param  array<int, int>  $lines  units by product id */
    private static function order(array $lines, OrderStatus $status = OrderStatus::Confirmed): Order
    {
        $factory = Order::factory()->status($status);
        foreach ($lines as $id => $units) {
            $factory = $factory->withLine(Product::query()->findOrFail($id), $units);
        }
        $order = $factory->createOne();
        app(StockLedger::class)->reserve($order->id, $lines);

        return $order->refresh();
    }

    private static function actor(): StaffActor
    {
        return StaffActor::of(Request::create('/'));
    }

    private function csv(string $content): string
    {
        $path = (string) tempnam(sys_get_temp_dir(), 'stock-import-');
        file_put_contents($path, $content);
        $this->beforeApplicationDestroyed(static fn () => @unlink($path));

        return $path;
    }

    /** Units an order still holds of a product (its live reservations). */
    private static function held(int $productId, ?int $orderId = null): int
    {
        return (int) DB::table('order_stock')->where('product_id', $productId)->whereNull('released_at')
            ->when($orderId !== null, static fn ($query) => $query->where('order_id', $orderId))->sum('quantity');
    }

    private static function moved(string $reason, ?int $orderId = null): int
    {
        return DB::table('stock_movements')->where('reason', $reason)->when($orderId !== null, static fn ($query) => $query->where('reference_id', $orderId))->count();
    }

    #[Test]
    public function every_kind_of_movement_at_once_keeps_both_rules(): void
    {
        $tv = $this->product('TV-1', [$this->warehouse => 30, $this->store => 10])->id;
        $radio = $this->product('R-1', [$this->warehouse => 10])->id;
        $transfer = StockTransfer::query()->create(['from_store_id' => $this->warehouse, 'to_store_id' => $this->store]);
        $transfer->lines()->create(['product_id' => $tv, 'quantity' => 3]);
        app(SendStockTransfer::class)->handle(self::actor(), $transfer);
        $edited = self::order([$tv => 2, $radio => 1]);
        $packed = self::order([$tv => 2]);
        $cancelled = self::order([$tv => 2, $radio => 1], OrderStatus::Cancelled);
        app(StockLedger::class)->release($cancelled->id);
        $newOrders = [Order::factory()->createOne()->id, Order::factory()->createOne()->id];
        $imports = [
            $this->csv("sku;stock:{$this->warehouseSlug()};stock:centru\nR-1;7;2\n"),
            $this->csv("sku;stock:{$this->warehouseSlug()}\nR-1;9\n"),
        ];
        $details = [
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ștefan cel Mare 1',
            'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '13-18', 'store_id' => null, 'payment_method' => 'cash',
        ];
        $store = $this->store;
        $warehouse = $this->warehouse;
        // 40 units less the 3 in transit and the 4 the two live orders hold.
        $this->assertSame(33, Stock::total($tv));
        $before = (int) DB::table('stock_movements')->max('id');

        DB::disconnect();
        $failures = AtOnce::run(18, static function (int $process) use ($transfer, $edited, $packed, $cancelled, $newOrders, $imports, $details, $tv, $radio, $store, $warehouse): void {
            $ledger = app(StockLedger::class);
            try {
                match (true) {
                    $process <= 3 => app(CancelStockTransfer::class)->handle(StockTransfer::query()->findOrFail($transfer->id)),
                    $process <= 5 => app(EditOrder::class)->handle(Order::query()->findOrFail($edited->id), $details, [
                        ['product_id' => $tv, 'quantity' => 1, 'unit_price' => null], ['product_id' => $radio, 'quantity' => 3, 'unit_price' => null],
                    ], null, $edited->version, self::actor(), false),
                    $process <= 7 => $ledger->move($packed->id, $store),
                    $process <= 9 => $ledger->restore($cancelled->id),
                    $process <= 11 => $ledger->writeOffReturned($tv, 1, $process),
                    $process <= 13 => app(ApplyCatalogImport::class)->handle($imports[$process - 12], 'stoc.csv', true, StaffActor::console()),
                    $process <= 15 => $ledger->reserve($newOrders[$process - 14], [$tv => 3, $radio => 1]),
                    $process === 16 => $ledger->setQuantity($radio, $store, 5),
                    $process === 17 => $ledger->setQuantity($tv, $warehouse, 20),
                    default => $ledger->receiveReturned($tv, $store, 1, $process),
                };
            } catch (StockDocumentRefused|NotEnoughStock|OrderChangedMeanwhile|OrderEditRefused) {
                // A step someone else took, or units someone else sold: refused whole.
            }
        });

        $this->assertSame('', $failures);
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        $this->assertSame([], Stock::movementDrift(), "the movements add up to each place's units");
        $this->assertSame(0, DB::table('product_stock')->where('quantity', '<', 0)->count(), 'no place is negative');

        // Each document's step happened once.
        $this->assertSame('cancelled', DB::table('stock_transfers')->where('id', $transfer->id)->value('status'));
        $this->assertSame(1, self::moved('transfer_cancelled'));
        $this->assertSame($edited->version + 1, (int) DB::table('orders')->where('id', $edited->id)->value('version'));
        $this->assertSame([1, 3], [self::held($tv, $edited->id), self::held($radio, $edited->id)]);
        $this->assertSame([2, 1], [self::held($tv, $cancelled->id), self::held($radio, $cancelled->id)]);
        $this->assertSame(2, self::moved('order_restored', $cancelled->id));
        $this->assertSame([$store], DB::table('order_stock')->where('order_id', $packed->id)->distinct()->pluck('store_id')->map(static fn (mixed $id): int => (int) $id)->all());
        $this->assertSame(2, self::moved('order_packed', $packed->id));
        $this->assertSame(2, DB::table('stock_movements')->where('reason', 'written_off')->whereNull('store_id')->count());
        $this->assertGreaterThan(0, self::moved('import'));
        $this->assertSame(1, self::moved('return_received'));
        foreach (['order_reserved', 'order_released', 'count'] as $reason) {
            $this->assertGreaterThan(0, self::moved($reason), $reason);
        }
        // The television's units: 40 on the shelves at the start, 1 returned, the warehouse counted from whatever it
        // held to 20; none in transit any more. Every other unit is on a shelf or held by an order.
        $counted = (int) DB::table('stock_movements')->where('id', '>', $before)->where('product_id', $tv)->where('reason', 'count')->sum('quantity');
        $this->assertSame(41 + $counted, Stock::total($tv) + self::held($tv));
    }

    private function warehouseSlug(): string
    {
        return (string) DB::table('stores')->where('id', $this->warehouse)->value('slug');
    }
}
