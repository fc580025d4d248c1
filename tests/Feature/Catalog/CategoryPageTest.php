<?php

declare(strict_types=1);

namespace Tests\Feature\Catalog;

use App\Models\Category;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class CategoryPageTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /**
     * @return array<string, array{string, string, string, list<string>}>
     */
    public static function nodes(): array
    {
        return [
            'level 0 in ro' => ['/categorie-produs/tv-audio-foto', 'TV, audio, foto', 'category_root_id', ['TV, audio, foto']],
            'level 1 in ro' => ['/categorie-produs/tv-audio-foto/televizoare', 'Televizoare', 'category_sub_id', ['TV, audio, foto', 'Televizoare']],
            'level 2 in ru' => ['/ru/categorie-produs/tv-audio-foto/televizoare/smart-tv', 'Smart TV', 'category_id', ['ТВ, аудио, фото', 'Телевизоры', 'Smart TV']],
        ];
    }

    /**
     * @param  list<string>  $crumbs
     */
    #[Test]
    #[DataProvider('nodes')]
    public function a_category_page_lists_the_products_of_the_node_and_below(string $url, string $title, string $column, array $crumbs): void
    {
        $slug = basename($url);
        $category = Category::query()->where('slug', $slug)->firstOrFail();
        // A family counts once, as its listed variant.
        $expected = Product::query()->where($column, $category->id)->where('is_listed', true)->count();

        $this->get($url)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('catalog/category')
            ->where('meta.title', $title)
            ->where('category.slug', $slug)
            ->where('breadcrumbs', fn ($items) => collect($items)->pluck('name')->all() === $crumbs)
            ->where('listing.products.meta.total', $expected)
            ->where('listing.products.meta.per_page', 24)
            ->has('listing.products.data', min(24, $expected))
            ->etc());
    }

    #[Test]
    public function links_in_the_page_stay_in_the_shoppers_language(): void
    {
        $this->get('/ru/categorie-produs/tv-audio-foto')->assertInertia(fn (Assert $page) => $page
            ->where('breadcrumbs.0.url', '/ru/categorie-produs/tv-audio-foto')
            ->where('children.0.url', '/ru/categorie-produs/tv-audio-foto/televizoare')
            ->where('children.0.name', 'Телевизоры')
            ->etc());
    }

    #[Test]
    public function pages_are_24_products_with_real_links(): void
    {
        $total = Product::query()->where('category_root_id', Category::query()->where('slug', 'laptopuri-pc-si-tablete')->value('id'))->where('is_listed', true)->count();
        $this->assertGreaterThan(2 * 24, $total);

        $this->get('/categorie-produs/laptopuri-pc-si-tablete?page=2')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.meta.current_page', 2)
            ->where('listing.products.links.prev', '/categorie-produs/laptopuri-pc-si-tablete')
            ->where('listing.products.links.next', '/categorie-produs/laptopuri-pc-si-tablete?page=3')
            ->etc());
    }

    /**
     * @return array<string, array{string}>
     */
    public static function missing(): array
    {
        return [
            'unknown slug' => ['/categorie-produs/nu-exista'],
            'child under the wrong parent' => ['/categorie-produs/electrocasnice-mari/televizoare'],
            'leaf given as top level' => ['/categorie-produs/smart-tv'],
            'unknown grandchild' => ['/ru/categorie-produs/tv-audio-foto/televizoare/nope'],
        ];
    }

    #[Test]
    #[DataProvider('missing')]
    public function an_unknown_or_misplaced_category_is_a_404_page(string $url): void
    {
        $this->get($url)->assertNotFound()->assertInertia(fn (Assert $page) => $page->component('errors/error')->etc());
    }

    #[Test]
    public function the_page_runs_a_fixed_number_of_queries_whatever_the_number_of_products(): void
    {
        // Warms the caches of the tree, attributes, credit programmes and the unfiltered facets.
        $this->get('/categorie-produs/telefoane-si-gadgeturi')->assertOk();

        DB::enableQueryLog();
        $this->get('/categorie-produs/telefoane-si-gadgeturi')->assertOk();

        $this->assertLessThanOrEqual(8, count(DB::getQueryLog()), 'session, cache reads, page ids, products, card brands, facet brands (the category path and children come from CategoryNodes)');
    }

    #[Test]
    public function the_catalog_index_shows_the_whole_tree_in_both_languages(): void
    {
        $this->get('/catalog')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('catalog/index')
            ->where('meta.title', 'Catalogul de produse')
            ->has('catalog', 8)
            ->where('catalog.0.name', 'Telefoane și gadgeturi')
            ->etc());

        $this->get('/ru/catalog')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Каталог товаров')
            ->where('catalog.0.name', 'Телефоны и гаджеты')
            ->etc());
    }
}
