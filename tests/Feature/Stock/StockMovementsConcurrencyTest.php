<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Actions\Stock\ReceiveGoodsReceipt;
use App\Actions\Stock\ReceiveStockTransfer;
use App\Actions\Stock\SendStockTransfer;
use App\Exceptions\Stock\NotEnoughStock;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Security\StaffActor;
use App\Models\GoodsReceipt;
use App\Models\Order;
use App\Models\StockTransfer;
use App\Services\Stock\StockLedger;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Database\DatabaseUnderTest;
use Tests\Support\Processes\AtOnce;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Stock documents and orders racing each other from separate processes, each with its own connection, as several PHP
 * workers would: a receipt posted by eight at once adds its units once; a transfer sent and received by eight at once
 * moves its units once; orders, counts and transfers at the same moment keep both rules (the total is the sum of the
 * places; the movements add up to each place). It needs a database server that several processes share
 * (`composer test -- --db=pgsql`), so its rows are committed, and removed at the end.
 */
final class StockMovementsConcurrencyTest extends TestCase
{
    private const TABLES = ['stock_movements', 'goods_receipt_lines', 'goods_receipts', 'stock_transfer_lines', 'stock_transfers', 'order_stock', 'order_lines', 'orders', 'product_stock', 'products', 'stores', 'categories', 'brands', 'cache', 'cache_locks'];

    /** @var list<string|null> no wrapping transaction: the other processes must see the rows */
    protected array $connectionsToTransact = [];

    private int $warehouse;

    private int $store;

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
        parent::tearDown();
    }

    private function product(string $sku, int $units): int
    {
        $now = now();
        $id = DB::table('products')->insertGetId([
            'slug' => strtolower($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
            'description' => '{}', 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1, 'price' => 100,
            'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
        Stock::set($id, $this->warehouse, $units);

        return $id;
    }

    private static function actor(): StaffActor
    {
        return StaffActor::of(Request::create('/'));
    }

    private function assertRulesHold(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        $this->assertSame([], Stock::movementDrift(), "the movements add up to each place's units");
        $this->assertSame(0, DB::table('product_stock')->where('quantity', '<', 0)->count(), 'no place is negative');
    }

    #[Test]
    public function eight_postings_of_one_receipt_at_once_add_its_units_once(): void
    {
        $tv = $this->product('TV-1', 2);
        $receipt = GoodsReceipt::query()->create(['supplier' => 'Volta', 'store_id' => $this->store]);
        $receipt->lines()->create(['product_id' => $tv, 'quantity' => 5, 'unit_cost' => 100_00]);

        DB::disconnect();
        $failures = AtOnce::run(8, static function () use ($receipt): void {
            try {
                app(ReceiveGoodsReceipt::class)->handle(self::actor(), GoodsReceipt::query()->findOrFail($receipt->id));
            } catch (StockDocumentRefused) {
                // The losers are told the receipt changed meanwhile.
            }
        });

        $this->assertSame('', $failures);
        $this->assertSame([5, 7], [Stock::at($tv, $this->store), Stock::total($tv)]);
        $this->assertSame(1, DB::table('stock_movements')->where('reason', 'receipt')->count());
        $this->assertRulesHold();
    }

    #[Test]
    public function orders_counts_and_a_transfer_sent_and_received_by_many_at_once_keep_both_rules(): void
    {
        $tv = $this->product('TV-1', 20);
        $radio = $this->product('R-1', 6);
        $transfer = StockTransfer::query()->create(['from_store_id' => $this->warehouse, 'to_store_id' => $this->store]);
        $transfer->lines()->create(['product_id' => $tv, 'quantity' => 4]);
        $orders = [];
        for ($i = 0; $i < 4; $i++) {
            $orders[] = Order::factory()->createOne()->id;
        }

        DB::disconnect();
        $failures = AtOnce::run(12, static function (int $process) use ($transfer, $orders, $tv, $radio): void {
            try {
                match (true) {
                    $process <= 4 => app(SendStockTransfer::class)->handle(self::actor(), StockTransfer::query()->findOrFail($transfer->id)),
                    $process <= 8 => app(StockLedger::class)->reserve($orders[$process - 5], [$tv => 3, $radio => 1]),
                    $process <= 10 => app(StockLedger::class)->setQuantity($radio, Stock::warehouse(), 4 + $process),
                    default => app(StockLedger::class)->receiveReturned($tv, Stock::warehouse(), 1, $process),
                };
            } catch (StockDocumentRefused|NotEnoughStock) {
                // A step someone else took, or units someone else sold: refused whole.
            }
        });
        $this->assertSame('', $failures);
        $this->assertSame('sent', DB::table('stock_transfers')->where('id', $transfer->id)->value('status'));
        $this->assertSame(1, DB::table('stock_movements')->where('reason', 'transfer_out')->count());
        $this->assertRulesHold();

        DB::disconnect();
        $failures = AtOnce::run(8, static function () use ($transfer): void {
            try {
                app(ReceiveStockTransfer::class)->handle(self::actor(), StockTransfer::query()->findOrFail($transfer->id));
            } catch (StockDocumentRefused) {
            }
        });
        $this->assertSame('', $failures);
        $this->assertSame(4, Stock::at($tv, $this->store));
        $this->assertSame(1, DB::table('stock_movements')->where('reason', 'transfer_in')->count());
        // 20 at the start, 2 returned, the units the orders hold: every unit is on a shelf or held by an order.
        $held = (int) DB::table('order_stock')->where('product_id', $tv)->whereNull('released_at')->sum('quantity');
        $this->assertSame(22, Stock::total($tv) + $held);
        $this->assertRulesHold();
    }
}
