<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Product;
use App\Models\Store;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The warehouse holds stock but is no shop: no page, list, pickup choice or API answer shows it, and a pickup from
 * it is refused like any store that does not exist.
 */
final class WarehouseHiddenFromShoppersTest extends TestCase
{
    private Store $warehouse;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->warehouse = Store::query()->findOrFail(Stock::warehouse());
    }

    /**
     * @param  mixed  $stores  a list of store props
     * @return list<mixed>
     */
    private static function column(mixed $stores, string $key): array
    {
        return collect(is_iterable($stores) ? $stores : [])->pluck($key)->values()->all();
    }

    /** @return list<int> */
    private function shops(): array
    {
        return Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->pluck('id')->all();
    }

    #[Test]
    public function the_demo_has_a_warehouse_with_stock_and_ten_shops(): void
    {
        $this->assertSame('depozit-central', $this->warehouse->slug);
        $this->assertCount(10, $this->shops());
        $this->assertGreaterThan(100, DB::table('product_stock')->where('store_id', $this->warehouse->id)->where('quantity', '>', 0)->count());
        $this->assertSame([], Stock::drift(), 'the demo keeps every total the sum of its places');
    }

    #[Test]
    public function store_lists_pages_and_the_api_leave_the_warehouse_out(): void
    {
        $shops = $this->shops();
        $slugs = Store::query()->whereKey($shops)->orderBy('sorted')->orderBy('id')->pluck('slug')->all();
        $this->assertNotContains('depozit-central', $slugs);

        $this->get('/contacte/magazine')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('stores', fn ($stores) => self::column($stores, 'slug') === $slugs)->etc());
        $this->get('/ru')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('stores', fn ($stores) => self::column($stores, 'slug') === $slugs)->etc());
        $this->assertSame($slugs, self::column($this->getJson('/api/shop/get-stores')->assertOk()->json('data'), 'slug'));
        $this->get('/contacte/magazine/depozit-central/produse')->assertNotFound();
        $this->get('/ru/contacte/magazine/depozit-central/produse')->assertNotFound();

        $product = Product::query()->whereIn('id', DB::table('product_stock')->where('store_id', $this->warehouse->id)->where('quantity', '>', 0)->select('product_id'))
            ->orderBy('id')->firstOrFail();
        $this->get('/produs/'.$product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('availability', fn ($stores) => self::column($stores, 'id') === $shops)->etc());
    }

    #[Test]
    public function checkout_never_offers_the_warehouse_for_pickup_and_refuses_it(): void
    {
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $product = Product::query()->orderBy('id')->firstOrFail();
        Stock::only($product, 5);
        $this->postJson('/cos/produse', ['product_id' => $product->id, 'quantity' => 1])->assertOk();

        $this->get('/checkout')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('options.stores', fn ($stores) => self::column($stores, 'id') === $this->shops())->etc());

        $this->postJson('/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'ana@example.md',
            'delivery_method' => 'pickup', 'store_id' => $this->warehouse->id, 'payment_method' => 'cash', 'consent' => true,
        ])->assertUnprocessable()->assertJsonValidationErrors('store_id');
        $this->assertSame(5, Stock::total($product));
        $this->assertSame(0, DB::table('orders')->count());
    }

    #[Test]
    public function every_store_query_behind_a_shopper_page_goes_through_the_shops_scope(): void
    {
        // A new shopper-facing read of stores must leave the warehouse out too; staff pages live under Admin.
        $files = [];
        foreach (['app/Queries', 'app/Http'] as $dir) {
            $iterator = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(base_path($dir), \FilesystemIterator::SKIP_DOTS));
            foreach ($iterator as $file) {
                if ($file instanceof \SplFileInfo && $file->getExtension() === 'php' && ! str_contains($file->getPathname(), '/Admin/')) {
                    $files[] = $file->getPathname();
                }
            }
        }

        $unscoped = [];
        foreach ($files as $path) {
            $source = (string) file_get_contents($path);
            $bare = preg_match_all('/Store::query\(\)/', $source) - preg_match_all('/Store::scopeShops\(Store::query\(\)\)/', $source);
            if ($bare > 0) {
                $unscoped[] = str_replace(base_path().'/', '', $path);
            }
        }

        $this->assertNotEmpty($files);
        $this->assertSame([], $unscoped, 'wrap Store::query() in Store::scopeShops() in shopper-facing code');
    }
}
