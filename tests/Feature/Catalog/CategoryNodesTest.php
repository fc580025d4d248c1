<?php

declare(strict_types=1);

namespace Tests\Feature\Catalog;

use App\Models\Category;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Category pages find their path and children, and product pages their breadcrumbs, in the category rows the app
 * server keeps under the catalogue's version (App\Queries\Catalog\CategoryNodes): no query for them once kept, and a
 * category change is on the next page.
 */
final class CategoryNodesTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function category_and_product_pages_ask_the_database_for_no_category_once_kept(): void
    {
        $product = Product::query()->whereNotNull('category_id')->where('is_active', true)->firstOrFail();
        $crumbs = self::chainNames($product);
        // Each language's menu tree is kept once (CategoryTree); the nodes are the same for both.
        $this->get('/categorie-produs/tv-audio-foto/televizoare')->assertOk();
        $this->get('/ru')->assertOk();

        $queries = [];
        DB::listen(static function (QueryExecuted $query) use (&$queries): void {
            $queries[] = $query->sql;
        });
        $this->get('/ru/categorie-produs/tv-audio-foto/televizoare')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('breadcrumbs', fn ($items) => collect($items)->pluck('name')->all() === ['ТВ, аудио, фото', 'Телевизоры'])
            ->where('children.0.url', '/ru/categorie-produs/tv-audio-foto/televizoare/smart-tv')
            ->etc());
        $this->get('/produs/'.$product->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('breadcrumbs', fn ($items) => collect($items)->pluck('name')->slice(0, -1)->values()->all() === $crumbs)
            ->etc());

        $this->assertSame([], array_values(array_filter($queries, static fn (string $sql): bool => preg_match('/\bfrom "categories"/', $sql) === 1)));
    }

    #[Test]
    public function a_renamed_or_moved_or_new_category_is_on_the_next_page(): void
    {
        $this->get('/categorie-produs/tv-audio-foto/televizoare/smart-tv')->assertOk();
        $this->get('/categorie-produs/tv-audio-foto/televizoare')->assertOk();

        $leaf = Category::query()->where('slug', 'smart-tv')->firstOrFail();
        $leaf->update(['slug' => 'televizoare-smart', 'name' => ['ro' => 'Televizoare smart', 'ru' => 'Смарт-телевизоры']]);
        $parent = Category::query()->where('slug', 'televizoare')->firstOrFail();
        Category::query()->create(['parent_id' => $parent->id, 'depth' => 2, 'slug' => 'televizoare-oled', 'name' => ['ro' => 'OLED', 'ru' => 'OLED'], 'sort' => 999]);

        $this->get('/categorie-produs/tv-audio-foto/televizoare/smart-tv')->assertNotFound();
        $this->get('/ru/categorie-produs/tv-audio-foto/televizoare/televizoare-smart')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('category.name', 'Смарт-телевизоры')
            ->etc());
        $this->get('/categorie-produs/tv-audio-foto/televizoare')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('children', fn ($children) => in_array('/categorie-produs/tv-audio-foto/televizoare/televizoare-smart', collect($children)->pluck('url')->all(), true)
                && collect($children)->last()['url'] === '/categorie-produs/tv-audio-foto/televizoare/televizoare-oled')
            ->etc());

        // Moved under another parent: found there, not under the old one.
        $other = Category::query()->where('depth', 1)->where('id', '!=', $parent->id)->firstOrFail();
        $root = Category::query()->findOrFail($other->parent_id);
        Category::query()->where('slug', 'televizoare-oled')->firstOrFail()->update(['parent_id' => $other->id]);
        $this->get('/categorie-produs/tv-audio-foto/televizoare/televizoare-oled')->assertNotFound();
        $this->get("/categorie-produs/{$root->slug}/{$other->slug}/televizoare-oled")->assertOk();
    }

    /**
     * @return list<string>
     */
    private static function chainNames(Product $product): array
    {
        return Category::query()->whereIn('id', [$product->category_root_id, $product->category_sub_id, $product->category_id])
            ->orderBy('depth')->get()->map(static fn (Category $c): string => $c->translate('name', 'ro'))->all();
    }
}
