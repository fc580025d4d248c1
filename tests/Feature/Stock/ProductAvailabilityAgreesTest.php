<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Actions\Orders\PlaceOrder;
use App\Enums\OrderKind;
use App\Models\Product;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderOwner;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The bug this replaced: after courier orders sold a product out, its page said "out of stock" at the top and
 * "in stock · 14–30 units" per store. Courier orders now take their units from a place, so the top (the total) is
 * always the stores' units plus the warehouse's.
 */
final class ProductAvailabilityAgreesTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        Queue::fake();
    }

    /**
     * @return array{level: string, total: int, stores: int, store_levels: list<string>}
     */
    private function page(Product $product): array
    {
        $seen = [];
        $this->get('/produs/'.$product->slug)->assertOk()->assertInertia(function (Assert $page) use (&$seen): Assert {
            /** @var array{product: array{stock_level: string}, availability: list<array{quantity: int, level: string}>} $props */
            $props = $page->toArray()['props'];
            $seen = [
                'level' => $props['product']['stock_level'],
                'stores' => array_sum(array_column($props['availability'], 'quantity')),
                'store_levels' => array_values(array_unique(array_column($props['availability'], 'level'))),
            ];

            return $page;
        });

        return [...$seen, 'total' => Stock::total($product)];
    }

    #[Test]
    public function courier_orders_that_sell_a_product_out_empty_its_stores_too(): void
    {
        // Whole places at a time, one customer: past the limits on fake orders (OrderLimitsTest), which are not the point here.
        config(['cart.max_quantity' => 1_000, 'orders.open_per_phone' => 100, 'orders.open_per_shopper' => 100]);
        $warehouse = Stock::warehouse();
        // A product with units both in the warehouse and in several stores.
        $product = Product::query()
            ->whereIn('id', DB::table('product_stock')->where('store_id', $warehouse)->where('quantity', '>', 0)->select('product_id'))
            ->whereIn('id', DB::table('product_stock')->where('store_id', '!=', $warehouse)->where('quantity', '>', 0)->groupBy('product_id')->havingRaw('COUNT(*) >= 2')->select('product_id'))
            ->orderBy('id')->firstOrFail();
        $before = $this->page($product);
        $this->assertSame($before['total'], $before['stores'] + Stock::at($product, $warehouse));

        $orders = 0;
        while (($left = Stock::total($product)) > 0) {
            // The biggest order one place can serve: each empties a place, warehouse first.
            $quantity = (int) DB::table('product_stock')->where('product_id', $product->id)->max('quantity');
            $draft = new OrderDraft(OrderKind::Checkout, OrderOwner::guest('g'), [new DraftLine($product, $quantity)], [
                'name' => 'Ana', 'phone' => '+37360123456', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau',
                'city' => 'Chișinău', 'address' => 'str. Albișoara 4', 'delivery_interval' => '09-13', 'payment_method' => 'cash',
            ], sprintf('key-%016d', ++$orders), 'ro');
            app(PlaceOrder::class)->handle($draft);
            $this->assertSame($left - $quantity, Stock::total($product));

            $page = $this->page($product);
            $this->assertSame($page['total'], $page['stores'] + Stock::at($product, $warehouse), 'the top counts what the stores and the warehouse hold');
            if ($page['stores'] > 0) {
                $this->assertNotSame('none', $page['level'], 'a store with units means the top is in stock');
            }
        }

        $after = $this->page($product);
        $this->assertSame(['level' => 'none', 'stores' => 0, 'store_levels' => ['none'], 'total' => 0], $after);
        $this->assertSame([], Stock::drift());
    }
}
