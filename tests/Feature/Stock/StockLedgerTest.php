<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Actions\Orders\ChangeOrderStatus;
use App\Actions\Orders\PlaceOrder;
use App\Actions\Orders\ReleaseUnconfirmedOrders;
use App\Actions\Stock\SetStockQuantity;
use App\Enums\OrderActor;
use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Exceptions\Orders\OutOfStock;
use App\Exceptions\Orders\PlaceLacksStock;
use App\Exceptions\Stock\NotEnoughStock;
use App\Models\Order;
use App\Models\Product;
use App\Services\Checkout\OneClickHold;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderOwner;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use InvalidArgumentException;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Stock has one truth: units live at places (stores and the warehouse), every order reserves each line from one
 * place, a reservation is given back once, and `stock_total` is the sum of the places after every step.
 */
final class StockLedgerTest extends TestCase
{
    private int $warehouse;

    private int $centre;

    private int $mall;

    private int $keys = 0;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        $this->warehouse = Stock::warehouse();
        $this->centre = $this->store('centru', 'Centru', 10);
        $this->mall = $this->store('mall', 'Mall', 20);
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        $this->assertSame([], Stock::movementDrift(), 'the movements add up to each place\'s units');
        parent::tearDown();
    }

    private function store(string $slug, string $name, int $sorted): int
    {
        $now = now();

        return DB::table('stores')->insertGetId([
            'slug' => $slug, 'name' => json_encode(['ro' => $name, 'ru' => $name]), 'city' => '{}', 'address' => '{}', 'phones' => '[]',
            'hours' => '{}', 'latitude' => 47, 'longitude' => 28, 'sorted' => $sorted, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }

    /**
     * @param  array<int, int>  $places  units by place id
     */
    private function product(string $sku, array $places): Product
    {
        $now = now();
        $id = DB::table('products')->insertGetId([
            'slug' => Str::slug($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => 10_000, 'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
        foreach ($places as $place => $units) {
            Stock::set($id, $place, $units);
        }

        return Product::query()->findOrFail($id);
    }

    /**
     * @param  array<int, int>  $lines  units by product id
     */
    private function order(array $lines, ?int $pickupStore = null, OrderKind $kind = OrderKind::Checkout): Order
    {
        $details = $pickupStore === null
            ? ['name' => 'Ana', 'phone' => '+37360123456', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4', 'delivery_interval' => '09-13', 'payment_method' => 'cash']
            : ['name' => 'Ana', 'phone' => '+37360123456', 'delivery_method' => 'pickup', 'store_id' => $pickupStore, 'payment_method' => 'cash'];
        if ($kind === OrderKind::OneClick) {
            $details = ['name' => null, 'phone' => '+37369123456'];
        }
        $draftLines = [];
        foreach ($lines as $productId => $quantity) {
            $draftLines[] = new DraftLine(Product::query()->findOrFail($productId), $quantity);
        }
        $draft = new OrderDraft($kind, OrderOwner::guest('g'), $draftLines, $details, sprintf('key-%016d', ++$this->keys), 'ro');

        return app(PlaceOrder::class)->handle($draft, $kind === OrderKind::OneClick ? new OneClickHold : null)->refresh();
    }

    /**
     * @return list<array{product_id: int, store_id: int, quantity: int, released: bool}>
     */
    private function reservations(Order $order): array
    {
        return DB::table('order_stock')->where('order_id', $order->id)->orderBy('id')->get()
            ->map(static fn (object $row): array => [
                'product_id' => (int) $row->product_id, 'store_id' => (int) $row->store_id, 'quantity' => (int) $row->quantity, 'released' => $row->released_at !== null,
            ])->all();
    }

    private function ledger(): StockLedger
    {
        return app(StockLedger::class);
    }

    #[Test]
    public function a_courier_order_reserves_from_the_warehouse_first_then_from_the_first_store_that_has_every_unit(): void
    {
        $product = $this->product('A-1', [$this->warehouse => 3, $this->centre => 1, $this->mall => 5]);

        $fromWarehouse = $this->order([$product->id => 2]);
        $this->assertSame([['product_id' => $product->id, 'store_id' => $this->warehouse, 'quantity' => 2, 'released' => false]], $this->reservations($fromWarehouse));
        $this->assertSame([1, 1, 5, 7], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::at($product, $this->mall), Stock::total($product)]);

        // The warehouse has 1 and the centre 1: neither has both units, so the mall gives them.
        $fromMall = $this->order([$product->id => 2]);
        $this->assertSame($this->mall, $this->reservations($fromMall)[0]['store_id']);
        $this->assertSame([1, 1, 3, 5], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::at($product, $this->mall), Stock::total($product)]);
    }

    #[Test]
    public function a_courier_line_no_single_place_can_serve_takes_its_units_from_several_and_gives_each_back_to_its_place(): void
    {
        $scarce = $this->product('B-2', [$this->warehouse => 1, $this->centre => 1, $this->mall => 1]);
        $plenty = $this->product('A-1', [$this->warehouse => 9]);

        $order = $this->order([$plenty->id => 2, $scarce->id => 2]);

        $this->assertSame([
            ['product_id' => $plenty->id, 'store_id' => $this->warehouse, 'quantity' => 2, 'released' => false],
            ['product_id' => $scarce->id, 'store_id' => $this->warehouse, 'quantity' => 1, 'released' => false],
            ['product_id' => $scarce->id, 'store_id' => $this->centre, 'quantity' => 1, 'released' => false],
        ], $this->reservations($order));
        $this->assertSame([1, 7], [Stock::total($scarce), Stock::total($plenty)]);

        $this->assertSame(4, $this->ledger()->release($order->id));
        $this->assertSame([1, 1, 1, 3, 9], [Stock::at($scarce, $this->warehouse), Stock::at($scarce, $this->centre), Stock::at($scarce, $this->mall), Stock::total($scarce), Stock::total($plenty)]);
        $this->assertSame(0, $this->ledger()->release($order->id), 'each part is given back once');
    }

    #[Test]
    public function a_line_all_the_places_together_lack_refuses_the_order_with_the_checkouts_message_and_keeps_everything(): void
    {
        $scarce = $this->product('B-2', [$this->warehouse => 1, $this->centre => 1, $this->mall => 1]);
        $plenty = $this->product('A-1', [$this->warehouse => 9]);

        try {
            $this->order([$plenty->id => 2, $scarce->id => 4]);
            $this->fail('an order the shop cannot serve was placed');
        } catch (OutOfStock $refusal) {
            $this->assertSame('cart', $refusal->field);
            $this->assertSame('Nu mai sunt suficiente bucăți în stoc pentru: Produs B-2. Actualizați coșul.', $refusal->getMessage());
        }

        $this->assertSame([3, 9], [Stock::total($scarce), Stock::total($plenty)]);
        $this->assertSame([1, 1, 1, 9], [Stock::at($scarce, $this->warehouse), Stock::at($scarce, $this->centre), Stock::at($scarce, $this->mall), Stock::at($plenty, $this->warehouse)], 'the units already taken were put back');
        $this->assertSame(0, DB::table('order_stock')->count());
        $this->assertSame(0, Order::query()->count());
    }

    #[Test]
    public function a_pickup_order_reserves_from_its_store_only(): void
    {
        $product = $this->product('A-1', [$this->warehouse => 10, $this->centre => 1]);

        $order = $this->order([$product->id => 1], $this->centre);
        $this->assertSame([['product_id' => $product->id, 'store_id' => $this->centre, 'quantity' => 1, 'released' => false]], $this->reservations($order));
        $this->assertSame([10, 0, 10], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::total($product)]);

        $this->expectException(OutOfStock::class);
        $this->order([$product->id => 1], $this->centre);
    }

    #[Test]
    public function the_preference_order_is_configured_by_kind_then_each_places_sorted(): void
    {
        $this->assertSame([$this->warehouse, $this->centre, $this->mall], $this->ledger()->preferenceOrder());
        config()->set('stock.reserve_from', ['store', 'warehouse']);
        $this->assertSame([$this->centre, $this->mall, $this->warehouse], $this->ledger()->preferenceOrder());
        DB::table('stores')->where('id', $this->mall)->update(['sorted' => 5]);
        $this->assertSame([$this->mall, $this->centre, $this->warehouse], $this->ledger()->preferenceOrder());

        // Only stores: a courier order never takes the warehouse's units.
        config()->set('stock.reserve_from', ['store', 'nonsense']);
        $product = $this->product('A-1', [$this->warehouse => 10, $this->centre => 1]);
        $this->assertSame($this->centre, $this->reservations($this->order([$product->id => 1]))[0]['store_id']);
        $this->expectException(OutOfStock::class);
        $this->order([$product->id => 1]);
    }

    #[Test]
    public function release_gives_every_unit_back_to_its_place_exactly_once(): void
    {
        $tv = $this->product('A-1', [$this->warehouse => 2, $this->centre => 4]);
        $radio = $this->product('B-2', [$this->mall => 3]);
        $order = $this->order([$tv->id => 2, $radio->id => 3]);
        $this->assertSame([0, 4, 0], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->centre), Stock::at($radio, $this->mall)]);

        $this->assertSame(5, $this->ledger()->release($order->id));
        $this->assertSame(0, $this->ledger()->release($order->id), 'a second release gives nothing');

        $this->assertSame([2, 4, 3], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->centre), Stock::at($radio, $this->mall)]);
        $this->assertSame([6, 3], [Stock::total($tv), Stock::total($radio)]);
        $this->assertSame([true, true], array_column($this->reservations($order), 'released'));
    }

    #[Test]
    public function a_release_that_lost_the_race_for_a_row_gives_nothing_for_it(): void
    {
        $product = $this->product('A-1', [$this->warehouse => 5]);
        $order = $this->order([$product->id => 2]);
        // Another worker stamped the row between this one's read and its UPDATE: the conditional UPDATE changes nothing.
        DB::table('order_stock')->where('order_id', $order->id)->update(['released_at' => now()]);

        $this->assertSame(0, $this->ledger()->release($order->id));
        $this->assertSame([3, 3], [Stock::at($product, $this->warehouse), Stock::total($product)]);
    }

    #[Test]
    public function an_expired_one_click_hold_gives_its_unit_back_to_the_place_it_came_from(): void
    {
        $product = $this->product('A-1', [$this->centre => 2]);
        $order = $this->order([$product->id => 1], kind: OrderKind::OneClick);
        $this->assertSame($this->centre, $this->reservations($order)[0]['store_id']);
        $this->travel(3)->hours();

        $this->assertSame(1, app(ReleaseUnconfirmedOrders::class)->handle());
        $this->assertSame(0, app(ReleaseUnconfirmedOrders::class)->handle());
        $this->assertSame([2, 2], [Stock::at($product, $this->centre), Stock::total($product)]);
    }

    #[Test]
    public function move_takes_the_units_from_the_new_place_and_gives_them_back_to_the_old_one(): void
    {
        $tv = $this->product('A-1', [$this->warehouse => 3, $this->mall => 2]);
        $radio = $this->product('B-2', [$this->warehouse => 1, $this->mall => 1]);
        $order = $this->order([$tv->id => 2, $radio->id => 1]);

        $this->assertSame(3, $this->ledger()->move($order->id, $this->mall));
        $this->assertSame(0, $this->ledger()->move($order->id, $this->mall), 'everything already sits there');

        $this->assertSame([$this->mall, $this->mall], array_column($this->reservations($order), 'store_id'));
        $this->assertSame([3, 0, 1, 0], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->mall), Stock::at($radio, $this->warehouse), Stock::at($radio, $this->mall)]);
        $this->assertSame([3, 1], [Stock::total($tv), Stock::total($radio)], 'a move leaves the totals alone');

        // Releasing after the move gives the units to the place that now holds the reservation.
        $this->assertSame(3, $this->ledger()->release($order->id));
        $this->assertSame([2, 1], [Stock::at($tv, $this->mall), Stock::at($radio, $this->mall)]);
    }

    #[Test]
    public function a_move_to_a_place_short_of_one_line_is_refused_by_name_and_moves_nothing(): void
    {
        $tv = $this->product('A-1', [$this->warehouse => 3, $this->centre => 5]);
        $radio = $this->product('B-2', [$this->warehouse => 2]);
        $order = $this->order([$tv->id => 2, $radio->id => 2]);

        try {
            $this->ledger()->move($order->id, $this->centre);
            $this->fail('a move to a place without the units went through');
        } catch (NotEnoughStock $refusal) {
            $this->assertSame([$radio->id], $refusal->productIds);
            $this->assertSame($this->centre, $refusal->placeId);
            $this->assertSame('Nu sunt destule bucăți la „Centru” pentru: Produs B-2. Alegeți alt loc sau actualizați stocul.', $refusal->getMessage());
        }
        $this->assertSame([$this->warehouse, $this->warehouse], array_column($this->reservations($order), 'store_id'));
        $this->assertSame([1, 5, 0], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->centre), Stock::at($radio, $this->warehouse)]);

        app()->setLocale('ru');
        $this->expectExceptionMessage('В «Centru» не хватает единиц товара: Товар B-2.');
        $this->ledger()->move($order->id, $this->centre);
    }

    #[Test]
    public function move_and_release_leave_a_released_order_alone(): void
    {
        $product = $this->product('A-1', [$this->warehouse => 3, $this->mall => 3]);
        $order = $this->order([$product->id => 1]);
        $this->ledger()->release($order->id);

        $this->assertSame(0, $this->ledger()->move($order->id, $this->mall));
        $this->assertSame([3, 3, 6], [Stock::at($product, $this->warehouse), Stock::at($product, $this->mall), Stock::total($product)]);
        $this->expectException(InvalidArgumentException::class);
        $this->ledger()->move($order->id, 999_999);
    }

    #[Test]
    public function a_stock_edit_sets_the_place_and_moves_the_total_by_the_difference(): void
    {
        $product = $this->product('A-1', [$this->warehouse => 4, $this->centre => 2]);
        $edit = app(SetStockQuantity::class);

        $change = $edit->handle($product->id, $this->centre, 7);
        $this->assertSame([2, 7, 6, 11], [$change->before, $change->after, $change->totalBefore, $change->totalAfter]);
        $this->assertSame(['before' => ['quantity' => 2, 'stock_total' => 6], 'after' => ['quantity' => 7, 'stock_total' => 11]], $change->toAudit());

        // A place without a row gets one; a count down to zero keeps the row at zero.
        $change = $edit->handle($product->id, $this->mall, 3);
        $this->assertSame([0, 3, 14], [$change->before, $change->after, Stock::total($product)]);
        $change = $edit->handle($product->id, $this->warehouse, 0);
        $this->assertSame([4, 0, 10], [$change->before, $change->after, $change->totalAfter]);
        $this->assertTrue($change->changed());
        $this->assertFalse($edit->handle($product->id, $this->warehouse, 0)->changed());

        // Units an order holds are not on the shelf: a count after the order sets the shelf, the order keeps its own.
        $order = $this->order([$product->id => 3]);
        $this->assertSame($this->centre, $this->reservations($order)[0]['store_id']);
        $this->assertSame(4, $edit->handle($product->id, $this->centre, 5)->before);
        $this->ledger()->release($order->id);
        $this->assertSame([8, 3, 11], [Stock::at($product, $this->centre), Stock::at($product, $this->mall), Stock::total($product)]);
    }

    #[Test]
    public function a_stock_edit_refuses_a_negative_count_and_an_unknown_place(): void
    {
        $product = $this->product('A-1', [$this->warehouse => 4]);

        foreach ([[$product->id, $this->warehouse, -1], [$product->id, 999_999, 1], [999_999, $this->warehouse, 1]] as [$productId, $place, $units]) {
            try {
                app(SetStockQuantity::class)->handle($productId, $place, $units);
                $this->fail("a stock edit of $productId at $place to $units went through");
            } catch (InvalidArgumentException) {
            }
        }
        $this->assertSame([4, 4], [Stock::at($product, $this->warehouse), Stock::total($product)]);
    }

    #[Test]
    public function cancelling_gives_the_units_back_to_their_places_once_and_a_stale_second_cancel_changes_nothing(): void
    {
        $product = $this->product('A-1', [$this->warehouse => 2, $this->centre => 3]);
        $courier = $this->order([$product->id => 2]);
        $pickup = $this->order([$product->id => 1], $this->centre);
        $this->assertSame([0, 2, 2], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::total($product)]);
        $change = app(ChangeOrderStatus::class);

        $change->handle($courier, OrderStatus::Cancelled, 0, OrderActor::Staff, null, 'Clientul s-a răzgândit');
        $this->assertSame([2, 2, 4], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::total($product)]);
        try {
            // A second person who saw version 0 too: refused, and nothing is given back twice.
            $change->handle(Order::query()->findOrFail($courier->id)->forceFill(['version' => 0, 'status' => 'new']), OrderStatus::Cancelled, 0, OrderActor::Staff);
            $this->fail('a stale cancel went through');
        } catch (OrderChangedMeanwhile) {
        }
        $this->assertSame(4, Stock::total($product));

        // A pickup order cancelled late in its life gives its unit back to its store.
        $pickup = $change->handle($pickup, OrderStatus::Confirmed, 0, OrderActor::Staff);
        $pickup = $change->handle($pickup, OrderStatus::Packed, 1, OrderActor::Staff);
        $pickup = $change->handle($pickup, OrderStatus::ReadyForPickup, 2, OrderActor::Staff);
        $change->handle($pickup, OrderStatus::Cancelled, 3, OrderActor::Staff);
        $this->assertSame([2, 3, 5], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::total($product)]);
    }

    #[Test]
    public function packing_from_a_picked_place_moves_the_reservation_and_a_short_place_refuses_the_move(): void
    {
        $product = $this->product('A-1', [$this->warehouse => 2, $this->centre => 1, $this->mall => 2]);
        $order = $this->order([$product->id => 2]);
        $change = app(ChangeOrderStatus::class);
        $order = $change->handle($order, OrderStatus::Confirmed, 0, OrderActor::Staff);

        try {
            $change->handle($order, OrderStatus::Packed, 1, OrderActor::Staff, placeId: $this->centre);
            $this->fail('packing from a place without the units went through');
        } catch (PlaceLacksStock $refusal) {
            $this->assertSame([409, 'place_id'], [$refusal->status, $refusal->field]);
            $this->assertSame('Nu sunt destule bucăți la „Centru” pentru: Produs A-1. Alegeți alt loc sau actualizați stocul.', $refusal->getMessage());
        }
        $order = Order::query()->findOrFail($order->id);
        $this->assertSame([OrderStatus::Confirmed->value, 1], [$order->status, $order->version], 'the order did not move');
        $this->assertSame($this->warehouse, $this->reservations($order)[0]['store_id']);

        $order = $change->handle($order, OrderStatus::Packed, 1, OrderActor::Staff, placeId: $this->mall);
        $this->assertSame(OrderStatus::Packed->value, $order->status);
        $this->assertSame($this->mall, $this->reservations($order)[0]['store_id']);
        $this->assertSame([2, 1, 0, 3], [Stock::at($product, $this->warehouse), Stock::at($product, $this->centre), Stock::at($product, $this->mall), Stock::total($product)]);
    }
}
