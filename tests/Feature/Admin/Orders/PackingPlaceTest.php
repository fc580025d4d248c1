<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\Order;
use App\Models\Product;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Packing picks the place: the order page offers every store and warehouse with the units it holds of the order,
 * starting at the place the units are reserved at; packing from another place moves the reservation there (the total
 * stays), a place short of units is refused beside the picker and nothing moves.
 */
final class PackingPlaceTest extends TestCase
{
    use MakesOrders;

    private int $warehouse;

    private int $centre;

    private int $mall;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        $this->warehouse = Stock::warehouse();
        $this->centre = $this->store('Magazinul Centru')->id;
        $this->mall = $this->store('Magazinul Mall')->id;
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        parent::tearDown();
    }

    /**
     * @param  array<int, int>  $places  units by place id
     */
    private function product(string $sku, array $places): Product
    {
        $now = now();
        $id = DB::table('products')->insertGetId([
            'slug' => strtolower($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => 100_00, 'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
        foreach ($places as $place => $units) {
            Stock::set($id, $place, $units);
        }

        return Product::query()->findOrFail($id);
    }

    /** A confirmed courier order of the products, its units reserved at the warehouse (the ledger's first choice). */
    private function confirmedOrder(Product $product, int $quantity): Order
    {
        $order = Order::factory()->status(OrderStatus::Confirmed)->withLine($product, $quantity)->createOne();
        app(StockLedger::class)->reserve($order->id, [$product->id => $quantity]);

        return $order;
    }

    private function url(Order $order, string $suffix = ''): string
    {
        return '/admin/comenzi/'.$order->number.$suffix;
    }

    /**
     * @return list<int> the places the order's live reservations are at
     */
    private function reservedAt(Order $order): array
    {
        return DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->orderBy('id')->pluck('store_id')
            ->map(static fn (mixed $id): int => (int) $id)->all();
    }

    #[Test]
    public function the_page_offers_every_place_with_its_units_and_shows_where_each_line_is_reserved(): void
    {
        $product = $this->product('TV-1', [$this->warehouse => 3, $this->centre => 2, $this->mall => 1]);
        $order = $this->confirmedOrder($product, 2);
        $order->lines()->create(['product_id' => null, 'sku' => 'OLD-1', 'name' => ['ro' => 'Produs retras', 'ru' => 'Снятый товар'], 'slug' => 'old-1', 'unit_price' => 1_00, 'quantity' => 1, 'line_total' => 1_00]);

        $this->actingAs($this->staff(StaffRole::Warehouse))->get($this->url($order))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('moves', [['status' => 'packed', 'label' => 'Ambalată', 'final' => false]])
            ->where('places', [
                // The warehouse's shelf has 1 left, plus the 2 this order holds there.
                ['id' => $this->warehouse, 'name' => 'Depozit central', 'kind' => 'warehouse', 'units' => 2, 'needed' => 2, 'reserved' => true],
                ['id' => $this->centre, 'name' => 'Magazinul Centru', 'kind' => 'store', 'units' => 2, 'needed' => 2, 'reserved' => false],
                ['id' => $this->mall, 'name' => 'Magazinul Mall', 'kind' => 'store', 'units' => 1, 'needed' => 2, 'reserved' => false],
            ])
            ->where('order.lines.0.reserved_at', 'Depozit central')
            ->where('order.lines.1.reserved_at', null)
            ->etc());

        // Packed: no packing move, so no places; the lines still say where their units are.
        $this->put($this->url($order, '/stare'), ['status' => 'packed', 'version' => 0])->assertSessionHasNoErrors();
        $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page
            ->where('places', [])->where('order.lines.0.reserved_at', 'Depozit central')->etc());
    }

    #[Test]
    public function a_line_reserved_over_several_places_names_each_with_its_units(): void
    {
        $product = $this->product('TV-1', [$this->warehouse => 1, $this->centre => 2, $this->mall => 1]);
        $order = $this->confirmedOrder($product, 3);

        $this->assertSame([$this->warehouse, $this->centre], $this->reservedAt($order));
        $this->actingAs($this->staff(StaffRole::Warehouse))->get($this->url($order))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('order.lines.0.reserved_at', 'Depozit central × 1, Magazinul Centru × 2')
            ->etc());
    }

    #[Test]
    public function packing_from_the_reserved_place_moves_nothing(): void
    {
        $product = $this->product('TV-1', [$this->warehouse => 3, $this->centre => 2]);
        $order = $this->confirmedOrder($product, 2);

        $this->actingAs($this->staff(StaffRole::Warehouse))->from($this->url($order))
            ->put($this->url($order, '/stare'), ['status' => 'packed', 'version' => 0, 'place_id' => $this->warehouse])
            ->assertRedirect($this->url($order))->assertSessionHasNoErrors();

        $this->assertSame('packed', $order->refresh()->status);
        $this->assertSame([$this->warehouse], $this->reservedAt($order));
        $this->assertSame([1, 2, 3], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::total($product)]);
    }

    #[Test]
    public function packing_from_another_place_moves_the_units_there_and_keeps_the_total(): void
    {
        $product = $this->product('TV-1', [$this->warehouse => 3, $this->centre => 2]);
        $order = $this->confirmedOrder($product, 2);
        $this->assertSame(3, Stock::total($product));

        $this->actingAs($this->staff(StaffRole::Manager))->from($this->url($order))
            ->put($this->url($order, '/stare'), ['status' => 'packed', 'version' => 0, 'place_id' => $this->centre])
            ->assertRedirect($this->url($order))->assertSessionHasNoErrors();

        $this->assertSame('packed', $order->refresh()->status);
        $this->assertSame([$this->centre], $this->reservedAt($order));
        $this->assertSame([3, 0, 3], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::total($product)]);
        $this->assertSame(['status' => 'packed', 'reason' => null, 'place_id' => $this->centre], json_decode((string) DB::table('audit_log')->where('action', 'order.status')->value('after'), true));

        // Cancelled later, the units go back to the place that gave them.
        $this->put($this->url($order, '/stare'), ['status' => 'cancelled', 'version' => 1, 'reason' => 'Clientul a renunțat'])->assertSessionHasNoErrors();
        $this->assertSame([3, 2, 5], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::total($product)]);
    }

    #[Test]
    public function a_short_place_is_refused_beside_the_picker_in_the_staff_members_language_and_nothing_moves(): void
    {
        $product = $this->product('TV-1', [$this->warehouse => 3, $this->mall => 1]);
        $order = $this->confirmedOrder($product, 2);

        $this->actingAs($this->staff(StaffRole::Warehouse))->from($this->url($order))
            ->put($this->url($order, '/stare'), ['status' => 'packed', 'version' => 0, 'place_id' => $this->mall])
            ->assertRedirect($this->url($order))
            ->assertSessionHasErrors(['place_id' => 'Nu sunt destule bucăți la „Magazinul Mall” pentru: Produs TV-1. Alegeți alt loc sau actualizați stocul.']);
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))
            ->putJson($this->url($order, '/stare'), ['status' => 'packed', 'version' => 0, 'place_id' => $this->mall])
            ->assertStatus(409)
            ->assertJsonPath('errors.place_id.0', 'В «Magazinul Mall RU» не хватает единиц товара: Товар TV-1. Выберите другое место или обновите остатки.');

        $order->refresh();
        $this->assertSame(['confirmed', 0], [$order->status, $order->version]);
        $this->assertSame([$this->warehouse], $this->reservedAt($order));
        $this->assertSame([1, 1, 2], [Stock::at($product, $this->warehouse), Stock::at($product, $this->mall), Stock::total($product)]);
        $this->assertSame(0, DB::table('audit_log')->where('action', 'order.status')->count());
    }

    #[Test]
    public function an_unknown_place_is_refused_in_romanian_and_russian(): void
    {
        $product = $this->product('TV-1', [$this->warehouse => 3]);
        $order = $this->confirmedOrder($product, 1);

        $this->actingAs($this->staff(StaffRole::Warehouse))->from($this->url($order))
            ->put($this->url($order, '/stare'), ['status' => 'packed', 'version' => 0, 'place_id' => 999_999])
            ->assertSessionHasErrors(['place_id' => 'Alegeți un loc din listă.']);
        $this->actingAs($this->staff(StaffRole::Warehouse, 'ru'))
            ->putJson($this->url($order, '/stare'), ['status' => 'packed', 'version' => 0, 'place_id' => 'depozit'])
            ->assertUnprocessable()->assertJsonPath('errors.place_id.0', 'Выберите место из списка.');

        $this->assertSame('confirmed', $order->refresh()->status);
        $this->assertSame([$this->warehouse], $this->reservedAt($order));
    }

    #[Test]
    public function a_place_sent_with_any_other_move_is_ignored(): void
    {
        $product = $this->product('TV-1', [$this->warehouse => 3, $this->centre => 2]);
        $order = Order::factory()->withLine($product, 2)->createOne();
        app(StockLedger::class)->reserve($order->id, [$product->id => 2]);

        $this->actingAs($this->staff(StaffRole::Manager))
            ->put($this->url($order, '/stare'), ['status' => 'confirmed', 'version' => 0, 'place_id' => $this->centre])
            ->assertSessionHasNoErrors();

        $this->assertSame('confirmed', $order->refresh()->status);
        $this->assertSame([$this->warehouse], $this->reservedAt($order));
        $this->assertSame([1, 2], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre)]);
    }
}
