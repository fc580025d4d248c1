<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Actions\Stock\CancelStockTransfer;
use App\Actions\Stock\DeleteGoodsReceipt;
use App\Actions\Stock\ReceiveGoodsReceipt;
use App\Actions\Stock\ReceiveStockTransfer;
use App\Actions\Stock\SaveGoodsReceipt;
use App\Actions\Stock\SaveStockTransfer;
use App\Actions\Stock\SendStockTransfer;
use App\Enums\GoodsReceiptStatus;
use App\Enums\StockTransferStatus;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Security\StaffActor;
use App\Models\GoodsReceipt;
use App\Models\StockTransfer;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Goods receipts and transfers between places: each step moves the units through the ledger once, with its
 * movements, and refuses a step the document already took (docs/stock.md).
 */
final class StockDocumentsTest extends TestCase
{
    private int $warehouse;

    private int $centre;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        $this->warehouse = Stock::warehouse();
        $this->centre = DB::table('stores')->insertGetId([
            'slug' => 'centru', 'name' => json_encode(['ro' => 'Centru', 'ru' => 'Центр']), 'city' => '{}', 'address' => '{}', 'phones' => '[]',
            'hours' => '{}', 'latitude' => 47, 'longitude' => 28, 'sorted' => 1, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        $this->assertSame([], Stock::movementDrift(), "the movements add up to each place's units");
        parent::tearDown();
    }

    private function product(string $sku, ?int $costPrice = null): int
    {
        $now = now();

        return DB::table('products')->insertGetId([
            'slug' => strtolower($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => 10_000, 'stock_total' => 0, 'cost_price' => $costPrice, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }

    private function actor(): StaffActor
    {
        return StaffActor::of(Request::create('/'));
    }

    /**
     * @param  list<array{product_id: int, quantity: int, unit_cost: int}>  $lines
     */
    private function receipt(array $lines, ?int $place = null): GoodsReceipt
    {
        return app(SaveGoodsReceipt::class)->handle($this->actor(), null, [
            'supplier' => 'Volta SRL', 'supplier_document' => 'FA-12', 'store_id' => $place ?? $this->warehouse, 'note' => null, 'lines' => $lines,
        ]);
    }

    /**
     * @param  array<int, int>  $quantities
     */
    private function transfer(array $quantities): StockTransfer
    {
        $lines = [];
        foreach ($quantities as $product => $quantity) {
            $lines[] = ['product_id' => $product, 'quantity' => $quantity];
        }

        return app(SaveStockTransfer::class)->handle($this->actor(), null, ['from_store_id' => $this->warehouse, 'to_store_id' => $this->centre, 'note' => null, 'lines' => $lines]);
    }

    /**
     * @return list<array{0: int, 1: int, 2: string}>
     */
    private function movements(string $type, int $id): array
    {
        return array_values(DB::table('stock_movements')->where('reference_type', $type)->where('reference_id', $id)->orderBy('id')->get()
            ->map(static fn (object $row): array => [(int) $row->store_id, (int) $row->quantity, (string) $row->reason])->all());
    }

    #[Test]
    public function a_draft_receipt_changes_nothing_and_posting_it_adds_its_units_once_with_a_movement_each(): void
    {
        $tv = $this->product('TV-1');
        $radio = $this->product('R-1');
        $receipt = $this->receipt([['product_id' => $tv, 'quantity' => 4, 'unit_cost' => 500_00], ['product_id' => $radio, 'quantity' => 2, 'unit_cost' => 80_00]]);
        $this->assertSame([0, 0], [Stock::total($tv), Stock::total($radio)]);

        app(ReceiveGoodsReceipt::class)->handle($this->actor(), $receipt);

        $this->assertSame(GoodsReceiptStatus::Received, $receipt->refresh()->status);
        $this->assertNotNull($receipt->received_at);
        $this->assertSame([4, 4, 2], [Stock::at($tv, $this->warehouse), Stock::total($tv), Stock::total($radio)]);
        $this->assertSame([[$this->warehouse, 4, 'receipt'], [$this->warehouse, 2, 'receipt']], $this->movements('receipt', $receipt->id));

        try {
            app(ReceiveGoodsReceipt::class)->handle($this->actor(), $receipt);
            $this->fail('a receipt was posted twice');
        } catch (StockDocumentRefused $refused) {
            $this->assertSame(409, $refused->status);
            $this->assertSame('Documentul a fost schimbat între timp. Reîncărcați pagina.', $refused->getMessage());
        }
        $this->assertSame(4, Stock::total($tv));
        $this->assertCount(2, $this->movements('receipt', $receipt->id));
    }

    #[Test]
    public function a_posted_receipt_can_no_longer_be_changed_or_deleted(): void
    {
        $tv = $this->product('TV-1');
        $receipt = $this->receipt([['product_id' => $tv, 'quantity' => 1, 'unit_cost' => 100]]);
        app(ReceiveGoodsReceipt::class)->handle($this->actor(), $receipt);

        app()->setLocale('ru');
        $this->expectExceptionObject(StockDocumentRefused::changedMeanwhile());
        try {
            app(SaveGoodsReceipt::class)->handle($this->actor(), $receipt, ['supplier' => 'X', 'supplier_document' => null, 'store_id' => $this->centre, 'note' => null, 'lines' => []]);
        } finally {
            $this->assertSame(1, DB::table('goods_receipt_lines')->where('goods_receipt_id', $receipt->id)->count());
            try {
                app(DeleteGoodsReceipt::class)->handle($receipt);
                $this->fail('a received receipt was deleted');
            } catch (StockDocumentRefused $refused) {
                $this->assertSame('Документ изменён тем временем. Обновите страницу.', $refused->getMessage());
            }
        }
    }

    #[Test]
    public function the_cost_price_is_the_weighted_average_of_the_units_on_hand_and_the_received_ones(): void
    {
        $known = $this->product('TV-1', 400_00);
        $unknown = $this->product('TV-2');
        Stock::set($known, $this->warehouse, 6);
        Stock::set($unknown, $this->warehouse, 3);

        app(ReceiveGoodsReceipt::class)->handle($this->actor(), $this->receipt([
            ['product_id' => $known, 'quantity' => 2, 'unit_cost' => 600_00], ['product_id' => $unknown, 'quantity' => 1, 'unit_cost' => 250_00],
        ]));

        // (6 × 400 + 2 × 600) / 8 = 450 lei; a product without a cost price takes the receipt's.
        $this->assertSame([450_00, 250_00], [
            (int) DB::table('products')->where('id', $known)->value('cost_price'), (int) DB::table('products')->where('id', $unknown)->value('cost_price'),
        ]);
    }

    #[Test]
    public function a_transfer_is_sent_in_transit_and_received_each_step_once(): void
    {
        $tv = $this->product('TV-1');
        Stock::set($tv, $this->warehouse, 5);
        $transfer = $this->transfer([$tv => 3]);

        app(SendStockTransfer::class)->handle($this->actor(), $transfer);
        $this->assertSame(StockTransferStatus::Sent, $transfer->refresh()->status);
        $this->assertSame([2, 0, 2], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->centre), Stock::total($tv)], 'units in transit are at no place');
        $this->refusedTwice(fn () => app(SendStockTransfer::class)->handle($this->actor(), $transfer));

        app(ReceiveStockTransfer::class)->handle($this->actor(), $transfer);
        $this->assertSame([2, 3, 5], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->centre), Stock::total($tv)]);
        $this->refusedTwice(fn () => app(ReceiveStockTransfer::class)->handle($this->actor(), $transfer));
        $this->refusedTwice(fn () => app(CancelStockTransfer::class)->handle($transfer));

        $this->assertSame([[$this->warehouse, -3, 'transfer_out'], [$this->centre, 3, 'transfer_in']], $this->movements('transfer', $transfer->id));
    }

    #[Test]
    public function a_cancelled_sent_transfer_gives_its_units_back_to_the_source_once(): void
    {
        $tv = $this->product('TV-1');
        Stock::set($tv, $this->warehouse, 5);
        $transfer = $this->transfer([$tv => 2]);
        app(SendStockTransfer::class)->handle($this->actor(), $transfer);

        app(CancelStockTransfer::class)->handle($transfer);
        $this->assertSame(StockTransferStatus::Cancelled, $transfer->refresh()->status);
        $this->assertSame([5, 0, 5], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->centre), Stock::total($tv)]);
        $this->refusedTwice(fn () => app(CancelStockTransfer::class)->handle($transfer));
        $this->refusedTwice(fn () => app(ReceiveStockTransfer::class)->handle($this->actor(), $transfer));
        $this->assertSame([[$this->warehouse, -2, 'transfer_out'], [$this->warehouse, 2, 'transfer_cancelled']], $this->movements('transfer', $transfer->id));
    }

    #[Test]
    public function a_cancelled_draft_moves_nothing_and_cannot_be_sent(): void
    {
        $tv = $this->product('TV-1');
        Stock::set($tv, $this->warehouse, 5);
        $transfer = $this->transfer([$tv => 2]);
        app(CancelStockTransfer::class)->handle($transfer);

        $this->refusedTwice(fn () => app(SendStockTransfer::class)->handle($this->actor(), $transfer));
        $this->assertSame([5, []], [Stock::at($tv, $this->warehouse), $this->movements('transfer', $transfer->id)]);
    }

    #[Test]
    public function a_transfer_the_source_cannot_fill_is_refused_whole_and_stays_a_draft(): void
    {
        $tv = $this->product('TV-1');
        $radio = $this->product('R-1');
        Stock::set($tv, $this->warehouse, 5);
        Stock::set($radio, $this->warehouse, 1);
        $transfer = $this->transfer([$tv => 2, $radio => 2]);

        try {
            app(SendStockTransfer::class)->handle($this->actor(), $transfer);
            $this->fail('a transfer the source lacks units for was sent');
        } catch (StockDocumentRefused $refused) {
            $this->assertSame(409, $refused->status);
            $this->assertStringContainsString('Produs R-1', $refused->getMessage());
        }
        $this->assertSame(StockTransferStatus::Draft, $transfer->refresh()->status);
        $this->assertSame([5, 1, []], [Stock::at($tv, $this->warehouse), Stock::at($radio, $this->warehouse), $this->movements('transfer', $transfer->id)]);
    }

    private function refusedTwice(\Closure $step): void
    {
        try {
            $step();
            $this->fail('a step the transfer already took went through again');
        } catch (StockDocumentRefused $refused) {
            $this->assertSame(409, $refused->status);
        }
    }
}
