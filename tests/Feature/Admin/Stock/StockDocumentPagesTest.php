<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Stock;

use App\Enums\StaffRole;
use App\Models\GoodsReceipt;
use App\Models\Product;
use App\Models\StockTransfer;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The back office's goods receipts, transfers and a product's movement history over HTTP: who may, what a step
 * does, and hostile input refused with the reason in the staff member's language.
 */
final class StockDocumentPagesTest extends TestCase
{
    private Product $product;

    private int $warehouse;

    private int $store;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->product = Product::query()->orderBy('id')->firstOrFail();
        $this->warehouse = Stock::warehouse();
        $this->store = (int) DB::table('stores')->where('kind', 'store')->orderBy('sorted')->value('id');
        Stock::only($this->product, 5);
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        $this->assertSame([], Stock::movementDrift(), "the movements add up to each place's units");
        parent::tearDown();
    }

    private function staff(StaffRole $role, string $locale = 'ro'): User
    {
        $user = User::factory()->staff($role)->createOne(['locale' => $locale]);
        $this->actingAs($user);

        return $user;
    }

    #[Test]
    public function the_warehouse_writes_a_receipt_and_receives_it_once(): void
    {
        $keeper = $this->staff(StaffRole::Warehouse);
        $this->get('/admin/receptii/noua')->assertOk()->assertInertia(fn (Assert $page) => $page->component('admin/stock/receipts/show')->where('receipt', null)->has('places'));

        $this->post('/admin/receptii', [
            'supplier' => '  Volta SRL ', 'supplier_document' => 'FA 118', 'store_id' => $this->warehouse, 'note' => '',
            'lines' => [['product_id' => $this->product->id, 'quantity' => 3, 'unit_cost' => 1_250_50]],
        ])->assertRedirect()->assertSessionHas('status', 'Ciorna a fost salvată.');
        $receipt = GoodsReceipt::query()->sole();
        $this->assertSame(['Volta SRL', null, 5], [$receipt->supplier, $receipt->note, Stock::total($this->product)]);

        $this->post('/admin/receptii/'.$receipt->id.'/primire')->assertRedirect('/admin/receptii/'.$receipt->id)->assertSessionHas('status', 'Marfa a fost primită: bucățile sunt pe raft.');
        $this->post('/admin/receptii/'.$receipt->id.'/primire')->assertRedirect()->assertSessionHasErrors(['status' => 'Documentul a fost schimbat între timp. Reîncărcați pagina.']);
        $this->postJson('/admin/receptii/'.$receipt->id.'/primire')->assertConflict();

        $this->assertSame([8, 8], [Stock::at($this->product, $this->warehouse), Stock::total($this->product)]);
        $this->assertSame(1_250_50, (int) DB::table('products')->where('id', $this->product->id)->value('cost_price'));
        $movement = DB::table('stock_movements')->where('reason', 'receipt')->sole();
        $this->assertSame([3, $keeper->id, $receipt->id], [(int) $movement->quantity, (int) $movement->user_id, (int) $movement->reference_id]);

        $this->get('/admin/receptii')->assertInertia(fn (Assert $page) => $page->component('admin/stock/receipts/index')
            ->where('rows.0.number', sprintf('R-%06d', $receipt->id))->where('rows.0.status', 'received')->where('rows.0.units', 3));
        $this->get('/admin/receptii?stare=draft')->assertInertia(fn (Assert $page) => $page->where('rows', []));
        $this->deleteJson('/admin/receptii/'.$receipt->id)->assertConflict();
    }

    #[Test]
    public function a_transfer_is_sent_and_received_from_the_pages(): void
    {
        $this->staff(StaffRole::Manager);
        $this->post('/admin/transferuri', [
            'from_store_id' => $this->warehouse, 'to_store_id' => $this->store, 'lines' => [['product_id' => $this->product->id, 'quantity' => 2]],
        ])->assertRedirect();
        $transfer = StockTransfer::query()->sole();

        $this->post('/admin/transferuri/'.$transfer->id.'/expediere')->assertSessionHas('status', 'Transferul a fost expediat: bucățile sunt în drum.');
        $this->get('/admin/transferuri/'.$transfer->id)->assertInertia(fn (Assert $page) => $page->component('admin/stock/transfers/show')
            ->where('transfer.status', 'sent')->has('transfer.movements', 1));
        $this->assertSame([3, 3], [Stock::at($this->product, $this->warehouse), Stock::total($this->product)]);
        $this->postJson('/admin/transferuri/'.$transfer->id.'/expediere')->assertConflict();

        $this->post('/admin/transferuri/'.$transfer->id.'/primire')->assertSessionHas('status', 'Transferul a fost primit: bucățile sunt pe raft.');
        $this->assertSame(5, Stock::total($this->product));
        $this->postJson('/admin/transferuri/'.$transfer->id.'/anulare')->assertConflict();
    }

    #[Test]
    public function a_transfer_the_source_lacks_units_for_is_refused_by_name_in_russian(): void
    {
        $this->staff(StaffRole::Warehouse, 'ru');
        $transfer = StockTransfer::query()->create(['from_store_id' => $this->warehouse, 'to_store_id' => $this->store]);
        $transfer->lines()->create(['product_id' => $this->product->id, 'quantity' => 6]);

        $this->postJson('/admin/transferuri/'.$transfer->id.'/expediere')->assertConflict()
            ->assertJsonPath('errors.lines.0', fn (string $message): bool => str_contains($message, $this->product->translate('name', 'ru')));
        $this->assertSame(5, Stock::total($this->product));
    }

    #[Test]
    public function hostile_input_is_refused_with_the_reason_in_romanian_and_russian(): void
    {
        $this->staff(StaffRole::Warehouse);
        $good = ['supplier' => 'Volta', 'store_id' => $this->warehouse, 'lines' => [['product_id' => $this->product->id, 'quantity' => 1, 'unit_cost' => 100]]];
        $cases = [
            [['supplier' => str_repeat('x', 161)], 'supplier', 'Scrieți furnizorul (cel mult 160 de caractere).'],
            [['store_id' => 999_999], 'store_id', 'Alegeți un magazin sau un depozit.'],
            [['lines' => 'all'], 'lines', 'Adăugați între 1 și 200 de produse.'],
            [['lines' => []], 'lines', 'Adăugați între 1 și 200 de produse.'],
            [['lines' => [['product_id' => 999_999, 'quantity' => 1, 'unit_cost' => 1]]], 'lines.0.product_id', 'Alegeți un produs din listă, o singură dată.'],
            [['lines' => [['product_id' => $this->product->id, 'quantity' => -3, 'unit_cost' => 1]]], 'lines.0.quantity', 'Numărul de bucăți este între 1 și 100 000.'],
            [['lines' => [['product_id' => $this->product->id, 'quantity' => 1, 'unit_cost' => -1]]], 'lines.0.unit_cost', 'Costul unei bucăți este între 0 și 1 000 000 lei.'],
            [['lines' => [['product_id' => $this->product->id, 'quantity' => 1, 'unit_cost' => 1, 'cost_price' => 5]]], 'lines.0', 'Alegeți un produs din listă, o singură dată.'],
            [['lines' => array_fill(0, 2, ['product_id' => $this->product->id, 'quantity' => 1, 'unit_cost' => 1])], 'lines.1.product_id', 'Alegeți un produs din listă, o singură dată.'],
            [['lines' => array_fill(0, 201, ['product_id' => $this->product->id, 'quantity' => 1, 'unit_cost' => 1])], 'lines', 'Adăugați între 1 și 200 de produse.'],
        ];
        foreach ($cases as [$change, $field, $message]) {
            $this->postJson('/admin/receptii', [...$good, ...$change])->assertUnprocessable()->assertJsonValidationErrors([$field => $message]);
        }
        $this->staff(StaffRole::Warehouse, 'ru');
        $this->postJson('/admin/transferuri', ['from_store_id' => $this->store, 'to_store_id' => $this->store, 'lines' => [['product_id' => $this->product->id, 'quantity' => 1]]])
            ->assertUnprocessable()->assertJsonPath('errors.to_store_id.0', 'Выберите другое место, не то, откуда отправляете.');
        $this->postJson('/admin/transferuri', ['from_store_id' => $this->warehouse, 'to_store_id' => $this->store, 'lines' => [['product_id' => $this->product->id, 'quantity' => 100_001]]])
            ->assertUnprocessable()->assertJsonValidationErrors(['lines.0.quantity' => 'Количество — от 1 до 100 000 штук.']);
        $this->getJson('/admin/receptii/abc')->assertNotFound();
        $this->getJson('/admin/receptii/999999')->assertNotFound();
        $this->assertSame(0, GoodsReceipt::query()->count() + StockTransfer::query()->count());
    }

    #[Test]
    public function editors_and_shoppers_may_not_touch_the_documents(): void
    {
        $receipt = GoodsReceipt::query()->create(['supplier' => 'Volta', 'store_id' => $this->warehouse]);
        $this->staff(StaffRole::Editor);
        $this->get('/admin/receptii')->assertForbidden();
        $this->post('/admin/receptii/'.$receipt->id.'/primire')->assertForbidden();
        $this->post('/admin/transferuri', [])->assertForbidden();
        $this->actingAs(User::factory()->createOne());
        $this->get('/admin/transferuri')->assertForbidden();
        $this->assertSame('draft', $receipt->refresh()->status->value);
    }

    #[Test]
    public function a_manager_reads_the_products_movement_history_with_links_and_pages(): void
    {
        $manager = $this->staff(StaffRole::Manager);
        $receipt = GoodsReceipt::query()->create(['supplier' => 'Volta', 'store_id' => $this->warehouse]);
        $receipt->lines()->create(['product_id' => $this->product->id, 'quantity' => 2, 'unit_cost' => 100]);
        $this->post('/admin/receptii/'.$receipt->id.'/primire')->assertRedirect();
        for ($i = 0; $i < 30; $i++) {
            Stock::set($this->product, $this->store, $i % 2);
        }

        $this->get('/admin/produse/'.$this->product->id.'/stoc')->assertInertia(fn (Assert $page) => $page
            ->has('movements.rows', 25)->where('movements.pagination.last', 2)->where('movements.rows.0.reason', 'Inventar'));
        $this->get('/admin/produse/'.$this->product->id.'/stoc?miscari=2')->assertInertia(fn (Assert $page) => $page
            ->where('movements.pagination.current', 2)
            ->where('movements.rows', fn ($rows): bool => collect($rows)->contains(fn (array $row): bool => $row['reason'] === 'Recepție'
                && $row['quantity'] === 2 && $row['who'] === $manager->name
                && $row['reference']['href'] === route('admin.receipts.show', ['goodsReceipt' => $receipt->id]))));
    }
}
