<?php

declare(strict_types=1);

namespace Tests\Feature\Catalog;

use App\Infrastructure\Cache\CatalogCache;
use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\Category;
use App\Models\CreditProgramme;
use App\Queries\Brands\BrandsWithProducts;
use App\Queries\Catalog\CategoryTree;
use App\Queries\Credit\CreditProgrammes;
use App\Queries\Products\AttributeCatalogue;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Cache\Events\KeyWritten;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Tests\TestCase;

/**
 * Every cached catalogue answer is keyed by the catalogue's version. A statement that writes to one of the catalogue's
 * own tables makes a new one after it commits, however it is made; writes to the products (an order's stock, a bulk
 * edit) are seen once CatalogCache::flush() is called, as the product actions and the import do.
 */
final class CatalogCacheTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function a_flush_makes_answers_built_from_the_products_fresh(): void
    {
        $brand = (string) DB::table('brands')->where('id', DB::table('products')->where('is_active', true)->value('brand_id'))->value('slug');
        $this->assertContains($brand, array_column(app(BrandsWithProducts::class)->get(), 'slug'));

        DB::table('products')->where('brand_id', DB::table('brands')->where('slug', $brand)->value('id'))->update(['is_active' => false]);

        // Still the cached answer: the products' table is not watched (an order writes to it)…
        $this->assertContains($brand, array_column(app(BrandsWithProducts::class)->get(), 'slug'));

        CatalogCache::flush();

        $this->assertNotContains($brand, array_column(app(BrandsWithProducts::class)->get(), 'slug'));
    }

    #[Test]
    public function a_bulk_write_to_a_catalogue_table_makes_a_new_version(): void
    {
        $rootId = (int) DB::table('categories')->whereNull('parent_id')->orderBy('sort')->orderBy('id')->value('id');
        $brandId = (int) DB::table('products')->where('is_active', true)->value('brand_id');
        $attributeId = (int) DB::table('attributes')->where('is_filterable', true)->value('id');
        app(CategoryTree::class)->forLocale('ro');
        app(BrandsWithProducts::class)->get();
        app(AttributeCatalogue::class)->filterable();
        $this->assertNotEmpty(app(CreditProgrammes::class)->available());

        // As a console session or an import script would: no model, no action.
        DB::table('categories')->where('id', $rootId)->update(['name' => json_encode(['ro' => 'Redenumită', 'ru' => 'Переименована'])]);
        DB::table('brands')->where('id', $brandId)->update(['name' => 'Zzz Marca Nouă']);
        DB::table('attributes')->where('id', $attributeId)->update(['is_filterable' => false]);
        CreditProgramme::query()->update(['is_active' => false]);

        $this->assertSame('Redenumită', app(CategoryTree::class)->forLocale('ro')[0]['name']);
        $this->assertSame('Переименована', app(CategoryTree::class)->forLocale('ru')[0]['name']);
        $this->assertContains('Zzz Marca Nouă', array_column(app(BrandsWithProducts::class)->get(), 'name'));
        $this->assertArrayNotHasKey($attributeId, app(AttributeCatalogue::class)->filterable());
        $this->assertEmpty(app(CreditProgrammes::class)->available());
    }

    #[Test]
    public function stock_and_orders_leave_the_version_alone(): void
    {
        $before = CatalogCache::version();
        $productId = (int) DB::table('products')->value('id');

        DB::table('product_stock')->where('product_id', $productId)->update(['quantity' => 0]);
        DB::table('products')->where('id', $productId)->update(['stock_total' => 0]);

        $this->assertSame($before, CatalogCache::version());
    }

    #[Test]
    public function one_transaction_makes_one_new_version_and_a_rolled_back_one_none(): void
    {
        $before = CatalogCache::version();
        $versions = [];
        Event::listen(KeyWritten::class, static function (KeyWritten $event) use (&$versions): void {
            if (str_ends_with($event->key, 'catalog:version')) {
                $versions[] = $event->key;
            }
        });

        try {
            DB::transaction(static function (): void {
                DB::table('brands')->update(['updated_at' => now()]);
                throw new RuntimeException('abandoned');
            });
        } catch (RuntimeException) {
        }
        $this->assertSame($before, CatalogCache::version());
        $this->assertSame([], $versions);

        DB::transaction(static function (): void {
            DB::table('brands')->update(['updated_at' => now()]);
            DB::table('categories')->update(['updated_at' => now()]);
            DB::table('stores')->update(['updated_at' => now()]);
        });

        $this->assertNotSame($before, CatalogCache::version());
        $this->assertCount(1, $versions);
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
