<?php

declare(strict_types=1);

namespace Tests\Unit\Orders;

use App\Actions\Orders\PlaceOrder;
use App\Enums\OrderKind;
use App\Events\Orders\OrderPlaced;
use App\Exceptions\Orders\EmptyOrder;
use App\Exceptions\Orders\IdempotencyKeyTaken;
use App\Exceptions\Orders\OneClickAlreadyOpen;
use App\Exceptions\Orders\OrderRefused;
use App\Exceptions\Orders\OutOfStock;
use App\Jobs\SendOrderMails;
use App\Models\Order;
use App\Models\Product;
use App\Services\Checkout\OneClickHold;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderNumber;
use App\Services\Orders\OrderOwner;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** The order placement pipeline on its own, with drafts built by hand. */
final class PlaceOrderTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
    }

    private function product(string $sku, int $price, int $stock): Product
    {
        $now = now();
        $id = DB::table('products')->insertGetId([
            'slug' => Str::slug($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => $price, 'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
        Stock::only($id, $stock);

        return Product::query()->findOrFail($id);
    }

    /**
     * @param  list<DraftLine>  $lines
     */
    private function draft(array $lines, string $key = 'key-0000000000000001', ?OrderOwner $owner = null, OrderKind $kind = OrderKind::Checkout): OrderDraft
    {
        return new OrderDraft($kind, $owner ?? OrderOwner::guest('guest-a'), $lines, [
            'name' => 'Ana Popescu', 'phone' => '+37360123456', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4',
            'delivery_interval' => '09-13', 'payment_method' => 'cash',
        ], $key, 'ro');
    }

    private function place(OrderDraft $draft): Order
    {
        return app(PlaceOrder::class)->handle($draft);
    }

    private function stock(Product $product): int
    {
        return (int) DB::table('products')->where('id', $product->id)->value('stock_total');
    }

    #[Test]
    public function one_short_line_rolls_back_every_line_the_order_and_its_mails(): void
    {
        $plenty = $this->product('A-1', 10_000, 5);
        $scarce = $this->product('B-2', 20_000, 1);

        try {
            $this->place($this->draft([new DraftLine($plenty, 2), new DraftLine($scarce, 2)]));
            $this->fail('an order short of stock was placed');
        } catch (OutOfStock $refusal) {
            $this->assertSame('cart', $refusal->field);
            $this->assertSame(OrderKind::Checkout, $refusal->kind);
            $this->assertSame('Nu mai sunt suficiente bucăți în stoc pentru: Produs B-2. Actualizați coșul.', $refusal->getMessage());
        }

        $this->assertSame(5, $this->stock($plenty), 'the first line took its units, then gave them back');
        $this->assertSame(1, $this->stock($scarce));
        $this->assertSame(0, Order::query()->count());
        $this->assertSame(0, DB::table('order_lines')->count());
        $this->assertSame(0, DB::table('order_mails')->count());
        Queue::assertNothingPushed();
    }

    #[Test]
    public function a_pickup_order_takes_the_stores_units_and_a_short_store_is_refused_whatever_the_warehouse_holds(): void
    {
        $product = $this->product('A-1', 10_000, 4);
        $now = now();
        $store = DB::table('stores')->insertGetId(['slug' => 's', 'name' => '{}', 'city' => '{}', 'address' => '{}', 'phones' => '[]', 'hours' => '{}', 'latitude' => 47, 'longitude' => 28, 'created_at' => $now, 'updated_at' => $now]);
        Stock::set($product, $store, 1);
        $pickup = fn (int $quantity, string $key): OrderDraft => new OrderDraft(OrderKind::Checkout, OrderOwner::guest('g'), [new DraftLine($product, $quantity)],
            ['name' => 'Ana', 'phone' => '+37360123456', 'delivery_method' => 'pickup', 'store_id' => $store, 'payment_method' => 'cash'], $key, 'ro');

        $this->expectExceptionObject(OutOfStock::of(OrderKind::Checkout, ['Produs A-1']));
        try {
            $this->place($pickup(2, 'key-0000000000000002'));
        } finally {
            $this->assertSame(5, $this->stock($product));
            $this->place($pickup(1, 'key-0000000000000003'));
            $this->assertSame(4, $this->stock($product));
            $this->assertSame(0, Stock::at($product, $store));
            $this->assertSame(4, Stock::at($product, Stock::warehouse()), 'the warehouse never serves a pickup order');
        }
    }

    #[Test]
    public function prices_names_and_skus_come_from_the_database_not_from_the_drafts_products(): void
    {
        $product = $this->product('A-1', 10_000, 5);
        // The draft's object is stale (the price changed since it was loaded) and was even tampered with in memory.
        DB::table('products')->where('id', $product->id)->update(['price' => 12_500, 'sku' => 'A-1-NEW', 'name' => json_encode(['ro' => 'Nou', 'ru' => 'Новый'])]);
        $product->price = 1;

        $order = $this->place($this->draft([new DraftLine($product, 2)]));

        $line = $order->lines()->sole();
        $this->assertSame([12_500, 25_000, 'A-1-NEW', 'Nou'], [$line->unit_price, $line->line_total, $line->sku, $line->translate('name', 'ro')]);
        $this->assertSame(25_000, $order->subtotal);
        $this->assertSame(5_000, $order->delivery_fee, 'Chișinău under the free threshold');
        $this->assertSame(30_000, $order->total);
    }

    #[Test]
    public function the_number_is_es_then_year_and_month_then_the_six_digit_id(): void
    {
        $order = new Order;
        $order->id = 123;
        $order->created_at = Carbon::parse('2026-11-05 10:00');
        $this->assertSame('ES-2611-000123', OrderNumber::for($order));
        $order->id = 1_234_567;
        $order->created_at = Carbon::parse('2027-01-31 23:59');
        $this->assertSame('ES-2701-1234567', OrderNumber::for($order));

        $placed = $this->place($this->draft([new DraftLine($this->product('A-1', 10_000, 5), 1)]));
        $this->assertSame(sprintf('ES-%s-%06d', now()->format('ym'), $placed->id), $placed->fresh()?->number);
    }

    #[Test]
    public function order_placed_is_dispatched_once_after_the_commit_and_never_for_a_replayed_key(): void
    {
        $product = $this->product('A-1', 10_000, 5);
        $seen = [];
        Event::listen(OrderPlaced::class, static function (OrderPlaced $event) use (&$seen): void {
            $seen[] = [
                'level' => DB::transactionLevel(),
                'number' => $event->order->number,
                'mails' => DB::table('order_mails')->where('order_id', $event->order->id)->count(),
            ];
        });
        $outside = DB::transactionLevel();
        $draft = $this->draft([new DraftLine($product, 1)]);

        $first = $this->place($draft);
        $again = $this->place($draft);

        $this->assertSame($first->id, $again->id);
        $this->assertSame([['level' => $outside, 'number' => $first->number, 'mails' => 2]], $seen, 'once, outside the order transaction, with the order complete');
        $this->assertSame(4, $this->stock($product));
        Queue::assertPushed(SendOrderMails::class, 1);

        $this->product('B-2', 10_000, 0);
        try {
            $this->place($this->draft([new DraftLine(Product::query()->where('sku', 'B-2')->sole(), 1)], 'key-0000000000000009'));
        } catch (OutOfStock) {
        }
        $this->assertCount(1, $seen, 'a refused order is never announced');
    }

    #[Test]
    public function a_key_belongs_to_its_first_owner_and_an_empty_draft_is_refused_unless_it_replays_a_key(): void
    {
        $product = $this->product('A-1', 10_000, 5);
        $order = $this->place($this->draft([new DraftLine($product, 1)]));

        // The shopper's retry after the cart was emptied by the first try still finds the order.
        $this->assertSame($order->id, $this->place($this->draft([]))->id);

        $refusal = $this->refusal(fn () => $this->place($this->draft([new DraftLine($product, 1)], owner: OrderOwner::guest('guest-b'), kind: OrderKind::OneClick)));
        $this->assertInstanceOf(IdempotencyKeyTaken::class, $refusal);
        $this->assertSame([OrderKind::OneClick, 'cart', 'Această comandă a fost deja trimisă. Reîncărcați pagina.'], [$refusal->kind, $refusal->field, $refusal->getMessage()]);
        $this->assertInstanceOf(IdempotencyKeyTaken::class, $this->refusal(fn () => $this->place($this->draft([], owner: OrderOwner::account(7)))));

        $empty = $this->refusal(fn () => $this->place($this->draft([], 'key-0000000000000010')));
        $this->assertInstanceOf(EmptyOrder::class, $empty);
        $this->assertSame(4, $this->stock($product));
        $this->assertSame(1, Order::query()->count());
    }

    #[Test]
    public function the_one_click_step_holds_the_unit_and_refuses_a_second_open_order_for_the_phone_and_product(): void
    {
        $product = $this->product('A-1', 10_000, 5);
        $oneClick = fn (string $key): OrderDraft => new OrderDraft(OrderKind::OneClick, OrderOwner::guest('g'), [new DraftLine($product, 1)], ['name' => null, 'phone' => '+37369123456'], $key, 'ru');
        $place = app(PlaceOrder::class);

        $order = $place->handle($oneClick('key-0000000000000011'), new OneClickHold);
        $this->assertSame(OrderKind::OneClick->value, $order->kind);
        $this->assertEqualsWithDelta(now()->addHours(config()->integer('orders.one_click_hold_hours'))->getTimestamp(), $order->held_until?->getTimestamp(), 5);
        $this->assertSame(0, $order->delivery_fee);

        $refusal = $this->refusal(fn () => $place->handle($oneClick('key-0000000000000012'), new OneClickHold));
        $this->assertInstanceOf(OneClickAlreadyOpen::class, $refusal);
        $this->assertSame('phone', $refusal->field);
        $this->assertSame(4, $this->stock($product));
        $this->assertSame(1, Order::query()->count());
    }

    /**
     * @param  callable(): mixed  $attempt
     */
    private function refusal(callable $attempt): OrderRefused
    {
        try {
            $attempt();
        } catch (OrderRefused $refusal) {
            return $refusal;
        }
        $this->fail('the order was not refused');
    }
}
