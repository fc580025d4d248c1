<?php

declare(strict_types=1);

namespace Tests\Feature\Payments;

use App\Models\Order;
use App\Models\Payment;
use App\Models\Product;
use App\Services\Payments\Maib\MaibCardProvider;
use App\Services\Payments\PaymentContext;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Http\Client\Events\RequestSending;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Payments\PaymentStandIn;
use Tests\TestCase;

/**
 * The items a card payment lists on maib's page add up to the amount charged to the ban, whatever took money off the
 * lines or was added to them: a promo code's discount, an order's delivery fee, bani that do not divide by the units.
 */
final class MaibCardItemsTest extends TestCase
{
    private Product $product;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        PaymentStandIn::point();
        /** @var Product $product */
        $product = Product::query()->orderBy('id')->firstOrFail();
        $this->product = $product;
    }

    /**
     * An order of the lines given (sku => [unit price, units, discount], in bani) and the delivery fee; its total is
     * what the lines come to after their discounts, less `$orderDiscount` (a discount the lines do not carry), plus the fee.
     *
     * @param  array<string, array{int, int, int}>  $lines
     */
    private function order(array $lines, int $fee, int $orderDiscount = 0, string $locale = 'ro'): Order
    {
        /** @var Order $order */
        $order = Order::factory()->create(['locale' => $locale, 'payment_method' => 'online_card', 'delivery_fee' => $fee]);
        $subtotal = 0;
        $discount = $orderDiscount;
        foreach ($lines as $sku => [$price, $units, $lineDiscount]) {
            $order->lines()->create([
                'product_id' => $this->product->id, 'sku' => $sku, 'name' => ['ro' => "Produs $sku", 'ru' => "Товар $sku"],
                'slug' => $this->product->slug, 'unit_price' => $price, 'quantity' => $units, 'line_total' => $price * $units,
                'discount' => $lineDiscount,
            ]);
            $subtotal += $price * $units;
            $discount += $lineDiscount;
        }
        $order->forceFill(['subtotal' => $subtotal, 'discount_total' => $discount, 'total' => $subtotal - $discount + $fee])->save();

        return $order->refresh();
    }

    /**
     * The body the shop sent to maib's /v1/pay for the order, over HTTP to the stand-in.
     *
     * @return array<string, mixed>
     */
    private function pay(Order $order): array
    {
        $payment = Payment::query()->create([
            'order_id' => $order->id, 'public_id' => (string) Str::uuid(), 'provider' => 'maib', 'method' => 'card',
            'status' => Payment::PENDING, 'amount' => $order->total, 'currency' => 'MDL', 'expires_at' => now()->addMinutes(30),
        ]);
        $sent = [];
        Event::listen(RequestSending::class, static function (RequestSending $event) use (&$sent): void {
            if (str_ends_with($event->request->url(), '/v1/pay')) {
                $sent[] = $event->request->data();
            }
        });
        $started = MaibCardProvider::fromConfig()->start($payment, $order, new PaymentContext('127.0.0.1', $order->locale, 'https://shop.test/ok', 'https://shop.test/fail', 'https://shop.test/cb'));
        $this->assertStringStartsWith(PaymentStandIn::url().'/pay/', $started->payUrl, 'the stand-in took the payment');
        $this->assertCount(1, $sent);

        return $sent[0];
    }

    /**
     * @param  array<string, mixed>  $body
     * @return list<array{id: string, name: string, price: float, quantity: int}>
     */
    private function items(array $body): array
    {
        $this->assertIsArray($body['items'] ?? null);
        /** @var list<array{id: string, name: string, price: float, quantity: int}> $items */
        $items = $body['items'];

        return $items;
    }

    /** @param  list<array{id: string, name: string, price: float, quantity: int}>  $items */
    private static function sum(array $items): int
    {
        return array_sum(array_map(static fn (array $item): int => (int) round($item['price'] * 100) * $item['quantity'], $items));
    }

    /**
     * @param  list<array{id: string, name: string, price: float, quantity: int}>  $items
     * @return list<array{string, float, int}>
     */
    private static function rows(array $items): array
    {
        return array_map(static fn (array $item): array => [$item['id'], $item['price'], $item['quantity']], $items);
    }

    #[Test]
    public function a_discount_is_spread_over_the_units_to_the_ban_and_the_delivery_fee_is_an_item(): void
    {
        // 3 × 333,33 lei less 10 lei: 989,99 lei that do not divide by three units; 49,99 lei of delivery.
        $order = $this->order(['TV-1' => [33_333, 3, 1_000], 'CAB-2' => [15_050, 1, 0]], 4_999);
        $body = $this->pay($order);
        $items = $this->items($body);

        $this->assertSame(Order::query()->findOrFail($order->id)->total, self::sum($items));
        $this->assertSame(round($order->total / 100, 2), $body['amount']);
        $this->assertSame([
            ['TV-1', 329.99, 1], ['TV-1', 330.0, 2], ['CAB-2', 150.5, 1], ['delivery', 49.99, 1],
        ], self::rows($items));
        $this->assertSame('Livrare', $items[3]['name']);
        $this->assertArrayNotHasKey('delivery', $body, 'the fee is counted once, as an item');
    }

    #[Test]
    public function lines_without_discount_or_fee_are_sent_as_they_were_sold_in_the_orders_language(): void
    {
        $order = $this->order(['A' => [1_999_99, 2, 0], 'B' => [1, 7, 0]], 0, locale: 'ru');
        $items = $this->items($this->pay($order));

        $this->assertSame([['A', 1_999.99, 2], ['B', 0.01, 7]], self::rows($items));
        $this->assertSame('Товар A', $items[0]['name']);
        $this->assertSame($order->total, self::sum($items));
    }

    #[Test]
    public function a_discount_the_lines_do_not_carry_is_shared_among_them_and_the_items_still_add_up(): void
    {
        // 100 bani off the order, not written on its lines: shared among 3 + 7 units of unequal prices.
        $order = $this->order(['A' => [10_001, 3, 0], 'B' => [3_333, 7, 17]], 7_500, orderDiscount: 100);
        $items = $this->items($this->pay($order));

        $this->assertSame($order->total, self::sum($items));
        $this->assertSame(['delivery', 75.0, 1], self::rows($items)[count($items) - 1]);
        foreach ($items as $item) {
            $this->assertGreaterThan(0, $item['price']);
        }
    }

    #[Test]
    public function more_lines_than_maib_lists_become_one_item_for_the_whole_order(): void
    {
        $lines = [];
        for ($i = 0; $i < 30; $i++) {
            $lines["SKU-$i"] = [1_001, 3, 1];
        }
        $order = $this->order($lines, 5_000);
        $items = $this->items($this->pay($order));

        $this->assertCount(1, $items);
        $this->assertSame([(string) $order->number, 1], [$items[0]['id'], $items[0]['quantity']]);
        $this->assertSame('Comanda '.$order->number, $items[0]['name']);
        $this->assertSame($order->total, self::sum($items));
    }
}
