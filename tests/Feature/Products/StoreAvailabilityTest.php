<?php

declare(strict_types=1);

namespace Tests\Feature\Products;

use App\Models\Product;
use App\Models\Store;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The product page's stock per store: the stores' rows from the app server's memory under the catalogue's version
 * (App\Queries\Products\StoreAvailability), the product's stock asked every time.
 */
final class StoreAvailabilityTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_stores_are_kept_and_the_stock_is_read_every_time(): void
    {
        $product = Product::query()->where('is_active', true)->firstOrFail();
        $store = Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->firstOrFail();
        $this->get('/produs/'.$product->slug)->assertOk();

        $queries = [];
        DB::listen(static function (QueryExecuted $query) use (&$queries): void {
            $queries[] = $query->sql;
        });
        DB::table('product_stock')->updateOrInsert(['product_id' => $product->id, 'store_id' => $store->id], ['quantity' => 7]);
        $this->get('/ru/produs/'.$product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('availability.0.id', $store->id)
            ->where('availability.0.name', $store->name['ru'])
            ->where('availability.0.quantity', 7)
            ->etc());

        $this->assertSame([], array_values(array_filter($queries, static fn (string $sql): bool => preg_match('/\bfrom "stores"/', $sql) === 1)));
    }

    #[Test]
    public function a_renamed_or_new_store_is_on_the_next_page(): void
    {
        $product = Product::query()->where('is_active', true)->firstOrFail();
        $this->get('/produs/'.$product->slug)->assertOk();

        $store = Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->firstOrFail();
        $store->update(['name' => ['ro' => 'Magazinul Nou', 'ru' => 'Новый магазин']]);
        $extra = $store->replicate();
        $extra->slug = 'magazin-extra';
        $extra->sorted = 10_000;
        $extra->name = ['ro' => 'Magazin extra', 'ru' => 'Дополнительный магазин'];
        $extra->save();

        $this->get('/ru/produs/'.$product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('availability.0.name', 'Новый магазин')
            ->where('availability', fn ($rows) => collect($rows)->last()['name'] === 'Дополнительный магазин')
            ->etc());
    }
}
