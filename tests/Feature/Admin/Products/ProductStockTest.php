<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Products;

use App\Enums\StaffRole;
use App\Enums\StockPlaceKind;
use App\Models\AuditEntry;
use App\Models\Product;
use App\Models\Store;
use App\Models\User;
use App\Services\Stock\StockLedger;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** A product's stock per place from the back office: the warehouse and editors count, reservations stay whole. */
final class ProductStockTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_warehouse_sets_units_per_place_and_the_total_follows(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $stores = Store::query()->where('kind', StockPlaceKind::Store->value)->orderBy('sorted')->limit(2)->get();
        $warehouse = Stock::warehouse();
        Stock::only($product, 5);
        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne());

        $this->get('/admin/produse/'.$product->id.'/stoc')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/products/stock')->where('product.stock', 5)->where('can_edit', false)
            ->where('places', fn ($places) => collect($places)->firstWhere('id', $warehouse)['quantity'] === 5 && collect($places)->last()['kind'] === 'warehouse')->etc());

        $this->put('/admin/produse/'.$product->id.'/stoc', [
            'quantities' => [$stores[0]->id => 3, $stores[1]->id => 2, $warehouse => 5],
            'shown' => [$stores[0]->id => 0, $stores[1]->id => 0, $warehouse => 5],
        ])->assertRedirect('/admin/produse/'.$product->id.'/stoc')->assertSessionHas('status', 'Stocul a fost salvat.');

        $this->assertSame(10, Stock::total($product));
        $entry = AuditEntry::query()->where('action', 'product.stock')->sole();
        $after = (array) $entry->after;
        $this->assertSame(3, $after[$stores[0]->translate('name', 'ro')] ?? null);
        $this->assertSame(2, $after[$stores[1]->translate('name', 'ro')] ?? null);
        $this->assertSame(10, $after['stock_total'] ?? null);
        $this->assertArrayNotHasKey(Store::query()->findOrFail($warehouse)->translate('name', 'ro'), $after);
    }

    #[Test]
    public function an_editor_may_count_too_and_bad_figures_are_refused_in_russian(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $warehouse = Stock::warehouse();
        $this->actingAs(User::factory()->staff(StaffRole::Editor)->createOne(['locale' => 'ru']));

        $this->putJson('/admin/produse/'.$product->id.'/stoc', ['quantities' => [$warehouse => -1]])
            ->assertUnprocessable()->assertJsonPath('errors', fn (array $errors): bool => ($errors['quantities.'.$warehouse][0] ?? null) === 'Укажите целое число штук, 0 или больше.');
        $this->putJson('/admin/produse/'.$product->id.'/stoc', ['quantities' => [999999 => 1]])->assertUnprocessable();
    }

    #[Test]
    public function a_count_leaves_the_units_orders_hold_alone(): void
    {
        $product = Product::query()->orderBy('id')->firstOrFail();
        $warehouse = Stock::warehouse();
        Stock::only($product, 4);
        $orderId = DB::table('orders')->insertGetId(\App\Models\Order::factory()->makeOne()->getAttributes());
        app(StockLedger::class)->reserve($orderId, [$product->id => 3], $warehouse);
        $this->assertSame(1, Stock::total($product));
        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne());

        $this->get('/admin/produse/'.$product->id.'/stoc')->assertInertia(fn (Assert $page) => $page
            ->where('places', fn ($places) => collect($places)->firstWhere('id', $warehouse)['reserved'] === 3 && collect($places)->firstWhere('id', $warehouse)['quantity'] === 1)->etc());

        // The shelf counted 6; the three units the order holds stay reserved and come back on cancelling.
        $this->put('/admin/produse/'.$product->id.'/stoc', ['quantities' => [$warehouse => 6], 'shown' => [$warehouse => 1]])->assertSessionHasNoErrors();
        $this->assertSame(6, Stock::total($product));
        $this->assertSame(3, (int) DB::table('order_stock')->where('order_id', $orderId)->whereNull('released_at')->sum('quantity'));
        app(StockLedger::class)->release($orderId);
        $this->assertSame(9, Stock::total($product));
    }
}
