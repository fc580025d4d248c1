<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Catalog;

use App\Infrastructure\Cache\CatalogCache;
use App\Models\Attribute;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\ProductAttributeValue;
use App\Services\Products\RefreshCatalogue;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Cache\Events\KeyWritten;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * What staff change in the catalogue's structure reaches the shop at once, past every cache: the menu and the
 * breadcrumbs, a category's tile image, a brand's logo, a newly filterable attribute in a category's facets.
 */
final class StorefrontTest extends TestCase
{
    use MakesCatalog;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        // Seeded first, from the demo shop seeded once per process; the fake disk then takes this test's own uploads.
        $this->seed(DatabaseSeeder::class);
        Storage::fake('media');
    }

    /** A sub-subcategory with products, and the URL of its page. */
    private function leafWithProducts(): Category
    {
        /** @var Category */
        return Category::query()->where('depth', 2)->whereIn('id', Product::query()->select('category_id'))->orderBy('id')->firstOrFail();
    }

    private static function url(Category $leaf): string
    {
        $sub = $leaf->parent;
        $root = $sub?->parent;

        return '/categorie-produs/'.$root?->slug.'/'.$sub?->slug.'/'.$leaf->slug;
    }

    #[Test]
    public function a_renamed_category_shows_in_the_menu_and_the_breadcrumbs_at_once(): void
    {
        $leaf = $this->leafWithProducts();
        $root = $leaf->parent?->parent;
        $this->assertNotNull($root);
        // The tree and the page are cached now.
        $this->get(self::url($leaf))->assertOk();

        $this->editor();
        $this->put('/admin/categorii/'.$root->id, [
            'name' => ['ro' => 'Electronice redenumite', 'ru' => 'Переименованная электроника'],
            'slug' => $root->slug,
            'parent_id' => '',
        ])->assertSessionHasNoErrors();

        $this->get(self::url($leaf))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('breadcrumbs.0.name', 'Electronice redenumite')
            ->where('catalog', fn ($tree) => collect($tree)->firstWhere('id', $root->id)['name'] === 'Electronice redenumite'));
        $this->get('/ru'.self::url($leaf))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('catalog', fn ($tree) => collect($tree)->firstWhere('id', $root->id)['name'] === 'Переименованная электроника'));
    }

    #[Test]
    public function a_staff_save_makes_one_new_catalogue_version_and_a_refused_one_none(): void
    {
        $brand = Brand::query()->orderBy('id')->firstOrFail();
        $this->editor();
        $before = CatalogCache::version();
        $versions = 0;
        Event::listen(KeyWritten::class, static function (KeyWritten $event) use (&$versions): void {
            $versions += str_ends_with($event->key, 'catalog:version') ? 1 : 0;
        });

        $this->put('/admin/branduri/'.$brand->id, ['name' => '', 'slug' => $brand->slug])->assertSessionHasErrors('name');
        $this->assertSame(0, $versions);
        $this->assertSame($before, CatalogCache::version());

        $this->put('/admin/branduri/'.$brand->id, ['name' => 'Marca Redenumită', 'slug' => $brand->slug])->assertSessionHasNoErrors();
        $this->assertSame(1, $versions);
        $this->assertNotSame($before, CatalogCache::version());
        $this->get('/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('brands', fn ($brands) => collect($brands)->contains('name', 'Marca Redenumită'))
            ->etc());
    }

    #[Test]
    public function a_top_categorys_image_is_on_its_home_tile(): void
    {
        $root = Category::query()->whereNull('parent_id')->orderBy('sort')->firstOrFail();
        $this->get('/')->assertOk()->assertInertia(fn (Assert $page) => $page->where('catalog.0.image', fn (?string $image): bool => $image === null || str_contains($image, '/categories/')));

        $this->editor();
        $this->put('/admin/categorii/'.$root->id, [
            'name' => $root->name, 'slug' => $root->slug, 'parent_id' => '', 'image' => self::png(),
        ])->assertSessionHasNoErrors();

        $this->get('/')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('catalog.0.image', fn (string $url) => str_ends_with($url, '/tile.webp')));
    }

    #[Test]
    public function a_new_brand_logo_is_on_the_brand_page_and_the_brands_index(): void
    {
        /** @var Brand $brand */
        $brand = Brand::query()->whereIn('id', Product::query()->select('brand_id'))->orderBy('id')->firstOrFail();
        $this->get('/branduri/'.$brand->slug)->assertOk()->assertInertia(fn (Assert $page) => $page->where('logo', fn (?string $logo): bool => $logo === null || str_contains($logo, '/brands/')));
        $this->get('/branduri')->assertOk();

        $this->editor();
        $this->put('/admin/branduri/'.$brand->id, ['name' => $brand->name, 'slug' => $brand->slug, 'logo' => self::png(400, 160)])->assertSessionHasNoErrors();

        $this->get('/branduri/'.$brand->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('logo', fn (string $url) => str_ends_with($url, '/logo.webp')));
        $this->get('/branduri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('brands', fn ($brands) => str_ends_with((string) collect($brands)->firstWhere('slug', $brand->slug)['logo'], '/logo.webp')));
    }

    #[Test]
    public function an_attribute_made_filterable_appears_in_a_category_listings_facets(): void
    {
        $leaf = $this->leafWithProducts();
        $this->editor();
        $this->post('/admin/caracteristici', [
            'code' => 'finish', 'name' => ['ro' => 'Finisaj', 'ru' => 'Отделка'], 'section' => ['ro' => 'Design', 'ru' => 'Дизайн'],
            'type' => 'select', 'is_filterable' => '0', 'sort' => '1',
        ])->assertSessionHasNoErrors();
        $finish = Attribute::query()->where('code', 'finish')->firstOrFail();
        $this->post('/admin/caracteristici/'.$finish->id.'/optiuni', ['value' => ['ro' => 'Mat', 'ru' => 'Матовая'], 'slug' => 'mat'])->assertSessionHasNoErrors();
        $mat = $finish->options()->firstOrFail();
        // The product editor gives products their values; here they are written directly, then the catalogue is
        // refreshed as the editor does after its write (a family's listed variant's values are kept for its card too).
        // Two products that stand for themselves or their families, so the facet counts two.
        $productIds = array_map('intval', Product::query()->where('category_id', $leaf->id)->where('is_listed', true)->limit(2)->pluck('id')->all());
        foreach ($productIds as $productId) {
            ProductAttributeValue::query()->create(['product_id' => $productId, 'attribute_id' => $finish->id, 'attribute_option_id' => $mat->id]);
        }
        app(RefreshCatalogue::class)->products($productIds);

        $facetKeys = fn (Assert $page, bool $present) => $page->where('listing.facets', fn ($facets) => collect($facets)->contains('key', 'finish') === $present);
        $this->get(self::url($leaf))->assertOk()->assertInertia(fn (Assert $page) => $facetKeys($page, false));

        $this->put('/admin/caracteristici/'.$finish->id, [
            'code' => 'finish', 'name' => ['ro' => 'Finisaj', 'ru' => 'Отделка'], 'section' => ['ro' => 'Design', 'ru' => 'Дизайн'],
            'type' => 'select', 'is_filterable' => '1', 'sort' => '1',
        ])->assertSessionHasNoErrors();

        $this->get(self::url($leaf))->assertOk()->assertInertia(fn (Assert $page) => $facetKeys($page, true)
            ->where('listing.facets', fn ($facets) => collect($facets)->firstWhere('key', 'finish')['options'][0]['count'] === 2));
    }
}
