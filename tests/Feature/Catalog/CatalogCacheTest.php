<?php

declare(strict_types=1);

namespace Tests\Feature\Catalog;

use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\Category;
use App\Models\CreditProgramme;
use App\Queries\Brands\BrandsWithProducts;
use App\Queries\Catalog\CategoryTree;
use App\Queries\Products\AttributeCatalogue;
use App\Support\Catalog\CatalogCache;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Writes that go around the models (bulk SQL, an import) are seen once CatalogCache::flush() is called: every cached
 * catalogue answer is keyed by its version.
 */
final class CatalogCacheTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function a_flush_makes_every_cached_catalogue_answer_fresh(): void
    {
        $rootId = (int) DB::table('categories')->whereNull('parent_id')->orderBy('sort')->orderBy('id')->value('id');
        $brandId = (int) DB::table('products')->value('brand_id');
        $attributeId = (int) DB::table('attributes')->where('is_filterable', true)->value('id');

        $tree = app(CategoryTree::class)->forLocale('ro');
        $brands = app(BrandsWithProducts::class)->get();
        app(AttributeCatalogue::class)->filterable();

        DB::table('categories')->where('id', $rootId)->update(['name' => json_encode(['ro' => 'Redenumită', 'ru' => 'Переименована'])]);
        DB::table('brands')->where('id', $brandId)->update(['name' => 'Zzz Marca Nouă']);
        DB::table('attributes')->where('id', $attributeId)->update(['is_filterable' => false]);
        app()->forgetInstance(AttributeCatalogue::class);

        // Still the cached answers…
        $this->assertSame($tree[0]['name'], app(CategoryTree::class)->forLocale('ro')[0]['name']);
        $this->assertSame($brands, app(BrandsWithProducts::class)->get());
        $this->assertArrayHasKey($attributeId, app(AttributeCatalogue::class)->filterable());

        CatalogCache::flush();

        $this->assertSame('Redenumită', app(CategoryTree::class)->forLocale('ro')[0]['name']);
        $this->assertContains('Zzz Marca Nouă', array_column(app(BrandsWithProducts::class)->get(), 'name'));
        $this->assertArrayNotHasKey($attributeId, app(AttributeCatalogue::class)->filterable());
    }

    #[Test]
    public function a_model_write_makes_a_new_version_once_it_commits(): void
    {
        $category = Category::query()->whereNull('parent_id')->orderBy('sort')->orderBy('id')->firstOrFail();
        $before = CatalogCache::version();
        // This server's copy of the tree (ServerMemory): an old version's key must not be read again.
        $this->assertSame($category->translate('name'), app(CategoryTree::class)->forLocale('ro')[0]['name']);

        DB::transaction(function () use ($category, $before): void {
            $category->update(['name' => ['ro' => 'Redenumită', 'ru' => 'Переименована']]);
            // Not before the commit: a page rendered meanwhile from the old rows would keep them under the new version.
            $this->assertSame($before, CatalogCache::version());
        });

        $this->assertNotSame($before, CatalogCache::version());
        $this->assertSame('Redenumită', app(CategoryTree::class)->forLocale('ro')[0]['name']);
    }

    #[Test]
    public function an_attribute_or_credit_programme_saved_makes_a_new_version(): void
    {
        $before = CatalogCache::version();
        Attribute::query()->firstOrFail()->update(['sort' => 99]);
        $afterAttribute = CatalogCache::version();
        $this->assertNotSame($before, $afterAttribute);

        AttributeOption::query()->firstOrFail()->update(['sort' => 99]);
        $afterOption = CatalogCache::version();
        $this->assertNotSame($afterAttribute, $afterOption);

        CreditProgramme::query()->firstOrFail()->update(['sort' => 99]);
        $this->assertNotSame($afterOption, CatalogCache::version());
    }
}
