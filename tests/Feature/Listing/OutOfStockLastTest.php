<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use App\Models\Category;
use App\Models\Product;
use App\Search\ProductSearch;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Every listing's default order (popular; relevance for search results) shows what a shopper can buy first: a product
 * out of stock comes after every product in stock, whatever its popularity or rank. The other sorts are the shopper's
 * own choice and keep their order.
 */
final class OutOfStockLastTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function the_most_popular_product_of_a_category_moves_after_those_in_stock_when_it_runs_out(): void
    {
        $category = Category::query()->where('slug', 'televizoare')->firstOrFail();
        $url = '/categorie-produs/'.$category->parent?->slug.'/'.$category->slug;
        foreach (['', '/ru'] as $prefix) {
            $top = $this->ids($prefix.$url)[0];
            $this->empty($top);

            $ids = $this->allIds($prefix.$url);
            $inStock = count(array_filter($ids, fn (int $id): bool => $this->stock($id) > 0));
            $this->assertGreaterThan(0, $inStock);
            $this->assertGreaterThanOrEqual($inStock, array_search($top, $ids, true), 'out of stock, the most popular comes after every product in stock');
            $this->assertInStockFirst($ids);
        }
    }

    #[Test]
    public function a_brand_page_and_search_results_show_what_is_in_stock_first(): void
    {
        $samsung = Product::query()->whereHas('brand', fn ($q) => $q->where('slug', 'samsung'))->orderByDesc('popularity')->limit(3)->pluck('id')->all();
        foreach ($samsung as $id) {
            $this->empty($id);
        }
        $this->assertInStockFirst($this->allIds('/branduri/samsung'));

        $ranked = app(ProductSearch::class)->ids('televizor');
        $this->empty($ranked[0]);
        foreach (['/cautare?q=televizor', '/ru/cautare?q=televizor'] as $url) {
            $ids = $this->allIds($url);
            $this->assertInStockFirst($ids);
            $this->assertNotSame($ranked[0], $ids[0], 'the best match, out of stock, is not first');
            // Within each part the engine's ranking holds, a family at the place of its best-ranked variant.
            $families = array_values(array_unique(array_map(ListingOracle::listedOf(...), $ranked)));
            $inStock = array_values(array_filter($families, fn (int $id): bool => in_array($id, $ids, true) && $this->stock($id) > 0));
            $this->assertSame($inStock, array_slice($ids, 0, count($inStock)));
        }
    }

    #[Test]
    public function the_home_pages_popular_and_discounted_products_show_what_is_in_stock_first(): void
    {
        $props = fn (): array => $this->get('/')->assertOk()->viewData('page')['props'];
        $first = $props();
        foreach (['popularProducts', 'salesProducts'] as $slider) {
            $this->empty($first[$slider][0]['id']);
        }

        $after = $props();
        foreach (['popularProducts', 'salesProducts'] as $slider) {
            $ids = array_column($after[$slider], 'id');
            $this->assertNotSame($first[$slider][0]['id'], $ids[0], $slider);
            $this->assertSame(array_column($after[$slider], 'is_stock'), collect($after[$slider])->pluck('is_stock')->sortDesc()->values()->all(), $slider);
        }
    }

    #[Test]
    public function a_sort_the_shopper_chose_keeps_its_order(): void
    {
        $category = Category::query()->where('slug', 'televizoare')->firstOrFail();
        $url = '/categorie-produs/'.$category->parent?->slug.'/'.$category->slug.'?sort=price-desc';
        $dearest = $this->ids($url)[0];
        $this->empty($dearest);

        $this->assertSame($dearest, $this->ids($url)[0]);
    }

    private function empty(int $productId): void
    {
        DB::table('product_stock')->where('product_id', $productId)->update(['quantity' => 0]);
        Product::query()->findOrFail($productId)->update(['stock_total' => 0]);
    }

    private function stock(int $productId): int
    {
        return (int) DB::table('products')->where('id', $productId)->value('stock_total');
    }

    /**
     * @param  list<int>  $ids
     */
    private function assertInStockFirst(array $ids): void
    {
        $stock = array_map(fn (int $id): int => $this->stock($id) > 0 ? 1 : 0, $ids);
        $this->assertContains(0, $stock, 'the listing has a product out of stock');
        $sorted = $stock;
        rsort($sorted);
        $this->assertSame($sorted, $stock, 'every product in stock comes before every product out of stock');
    }

    /**
     * @return list<int>
     */
    private function ids(string $url): array
    {
        return array_column($this->get($url)->assertOk()->viewData('page')['props']['listing']['products']['data'], 'id');
    }

    /**
     * @return list<int>
     */
    private function allIds(string $url): array
    {
        $ids = [];
        for ($page = 1; $page <= 30; $page++) {
            $products = $this->get($url.(str_contains($url, '?') ? '&' : '?').'page='.$page)->assertOk()->viewData('page')['props']['listing']['products'];
            $ids = [...$ids, ...array_column($products['data'], 'id')];
            if ($page >= $products['meta']['last_page']) {
                break;
            }
        }

        return $ids;
    }
}
