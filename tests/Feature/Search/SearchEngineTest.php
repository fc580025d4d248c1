<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Search\ProductSearch;
use App\Search\SearchIndex;
use App\Search\SearchIndexes;
use Database\Seeders\DatabaseSeeder;
use Database\Seeders\Demo\CategoryTree;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class SearchEngineTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /**
     * @return array<string, array{0: string, 1: list<string>}>
     */
    public static function queriesAndKinds(): array
    {
        return [
            'prefix' => ['telev', ['tv']],
            'upper case' => ['TELEVIZOR', ['tv']],
            'russian' => ['телевизор', ['tv']],
            'transliterated russian' => ['televizor', ['tv']],
            'russian typed on the latin layout' => ['ntktdbpjh', ['tv']],
            'romanian category word' => ['televizoare', ['tv']],
            'russian category word' => ['Телевизоры', ['tv']],
            'transliterated fridge' => ['holodilnik', ['fridge', 'freezer']],
            'russian fridge in capitals' => ['ХОЛОДИЛЬНИК', ['fridge', 'freezer']],
            'romanian with comma diacritics' => ['mașină de spălat vase', ['dishwasher']],
            'romanian with cedilla diacritics' => ['maşină de spălat vase', ['dishwasher']],
            'romanian without diacritics' => ['masina de spalat vase', ['dishwasher']],
        ];
    }

    /**
     * @param  list<string>  $kinds
     */
    #[Test]
    #[DataProvider('queriesAndKinds')]
    public function a_query_finds_the_products_of_its_kind_first(string $query, array $kinds): void
    {
        $ids = (new ProductSearch)->ids($query, 5);

        $this->assertNotEmpty($ids, "\"$query\" finds nothing");
        // A product's kind is its category's (CategoryTree); "tv" covers "tv-smart" and "tv-premium".
        $kindBySlug = [];
        $tree = CategoryTree::nodes();
        array_walk_recursive($tree, static function (mixed $value, string|int $key) use (&$kindBySlug, &$slug): void {
            if ($key === 'slug') {
                $slug = (string) $value;
            } elseif ($key === 'kind') {
                $kindBySlug[$slug] = (string) $value;
            }
        });
        $found = DB::table('products')->join('categories', 'categories.id', '=', 'products.category_id')->whereIn('products.id', $ids)
            ->pluck('categories.slug')->map(fn (string $slug): string => $kindBySlug[$slug] ?? $slug);
        $others = $found->reject(fn (string $kind): bool => collect($kinds)->contains(fn (string $expected): bool => $kind === $expected || str_starts_with($kind, $expected.'-')));
        $this->assertSame([], $others->values()->all(), "\"$query\" finds other products");
    }

    #[Test]
    public function a_misspelt_brand_finds_the_brand(): void
    {
        $samsung = Brand::query()->where('name', 'Samsung')->firstOrFail();

        foreach (['samsnug', 'smasung', 'samsun', 'samsungg', 'samsong', 'ыфьыгтп'] as $query) {
            $ids = (new ProductSearch)->ids($query, 20);
            $this->assertNotEmpty($ids, "\"$query\" finds nothing");
            $this->assertSame([$samsung->id], Product::query()->whereIn('id', $ids)->distinct()->pluck('brand_id')->all(), "\"$query\" finds other brands");
        }
    }

    #[Test]
    public function short_words_get_no_typo_tolerance(): void
    {
        // "lq" is not corrected to "lg": two letters have too many neighbours.
        $this->assertSame([], (new ProductSearch)->ids('lq'));
    }

    #[Test]
    public function every_word_of_a_brand_and_model_query_must_match_and_numbers_match_whole(): void
    {
        $product = $this->makeProduct('Smartphone Apple iPhone 15 8/128GB', 'Смартфон Apple iPhone 15 8/128GB', popularity: 1);
        $other = $this->makeProduct('Smartphone Apple iPhone 15 8/256GB', 'Смартфон Apple iPhone 15 8/256GB', popularity: 1);
        $older = $this->makeProduct('Smartphone Apple iPhone 150 8/128GB', 'Смартфон Apple iPhone 150 8/128GB', popularity: 1);

        $ids = (new ProductSearch)->ids('iphone 15 128');

        $this->assertContains($product->id, $ids);
        $this->assertNotContains($other->id, $ids);
        $this->assertNotContains($older->id, $ids);
        $this->assertSame($ids, Product::search('iphone 15 128')->take(1000)->keys()->all());
    }

    #[Test]
    public function results_are_ranked_by_match_then_stock_then_popularity(): void
    {
        $popularOutOfStock = $this->makeProduct('Zorbix Alpha', 'Зорбикс Альфа', popularity: 900, stock: 0);
        $inStockLessPopular = $this->makeProduct('Zorbix Beta', 'Зорбикс Бета', popularity: 10, stock: 3);
        $inStockPopular = $this->makeProduct('Zorbix Gamma', 'Зорбикс Гамма', popularity: 500, stock: 1);
        // One typo away ("zorbyx"): after every exact match however popular it is.
        $typoMatch = $this->makeProduct('Zorbyx Delta', 'Зорбыкс Дельта', popularity: 1000, stock: 9);
        $black = $this->makeProduct('Zorbix Ţeavă Şoim', 'Зорбикс Чёрный', popularity: 0, stock: 0);

        $this->assertSame(
            [$inStockPopular->id, $inStockLessPopular->id, $popularOutOfStock->id, $black->id, $typoMatch->id],
            (new ProductSearch)->ids('zorbix'),
        );
        // ё is е, and the cedilla forms of ș and ț are the comma-below ones and plain s and t.
        $this->assertSame([$black->id], (new ProductSearch)->ids('зорбикс черный'));
        $this->assertSame([$black->id], (new ProductSearch)->ids('ZORBIX ȚEAVĂ ȘOIM'));
        $this->assertSame([$black->id], (new ProductSearch)->ids('zorbix teava soim'));
        $this->assertSame([$inStockPopular->id, $inStockLessPopular->id], (new ProductSearch)->ids('zorbix', 2));
    }

    #[Test]
    public function the_index_follows_product_changes(): void
    {
        $product = $this->makeProduct('Quokkafon Max', 'Квоккафон Макс', popularity: 5);
        $this->assertSame([$product->id], (new ProductSearch)->ids('quokkafon'));
        $this->assertSame([$product->id], (new ProductSearch)->ids('квоккафон'));

        $product->update(['name' => ['ro' => 'Wombatfon Mini', 'ru' => 'Вомбатфон Мини'], 'stock_total' => 4]);
        $this->assertSame([], (new ProductSearch)->ids('quokkafon'));
        $this->assertSame([$product->id], (new ProductSearch)->ids('wombatfon'));
        $this->assertTrue($this->index()->contains($product->id));

        $product->delete();
        $this->assertSame([], (new ProductSearch)->ids('wombatfon'));
        $this->assertFalse($this->index()->contains($product->id));
    }

    #[Test]
    public function renaming_a_brand_or_a_category_reindexes_their_products(): void
    {
        $product = $this->makeProduct('Quokkafon Max', 'Квоккафон Макс', popularity: 5);

        $product->brand->update(['name' => 'Numbatcorp']);
        $renamed = (new ProductSearch)->ids('numbatcorp');
        $this->assertContains($product->id, $renamed);
        $this->assertSame(Product::query()->where('brand_id', $product->brand_id)->count(), count($renamed));

        $product->category->update(['name' => ['ro' => 'Bilbyfoane', 'ru' => 'Билбифоны']]);
        $this->assertContains($product->id, (new ProductSearch)->ids('bilbyfoane'));
        $this->assertContains($product->id, (new ProductSearch)->ids('билбифоны'));
    }

    #[Test]
    public function a_product_created_with_database_defaults_and_saved_partially_loaded_is_indexed(): void
    {
        $leaf = Category::query()->where('slug', 'smartphone-uri')->firstOrFail();
        $sub = Category::query()->findOrFail($leaf->parent_id);
        $product = Product::query()->create([
            'slug' => 'lemurfon', 'sku' => 'TST-LEMUR', 'name' => ['ro' => 'Lemurfon', 'ru' => 'Лемурфон'],
            'description' => ['ro' => '', 'ru' => ''], 'brand_id' => Brand::query()->value('id'), 'category_id' => $leaf->id,
            'category_sub_id' => $sub->id, 'category_root_id' => $sub->parent_id, 'price' => 100,
        ]);
        $this->assertSame([$product->id], (new ProductSearch)->ids('lemurfon'));

        /** @var Product $partial */
        $partial = Product::query()->select(['id', 'price', 'old_price'])->where('id', $product->id)->firstOrFail();
        $partial->update(['price' => 200]);

        $this->assertSame([$product->id], (new ProductSearch)->ids('лемурфон'));
    }

    #[Test]
    public function reindexing_rebuilds_the_index_from_the_tables(): void
    {
        $product = Product::query()->firstOrFail();
        // A write that bypasses model events leaves the index stale until the rebuild.
        DB::table('products')->where('id', $product->id)->update(['name' => json_encode(['ro' => 'Capibarafon', 'ru' => 'Капибарафон'])]);
        $this->assertSame([], (new ProductSearch)->ids('capibarafon'));

        $this->assertSame(0, Artisan::call('search:reindex'));

        $this->assertSame([$product->id], (new ProductSearch)->ids('capibarafon'));
        $this->assertSame(Product::query()->count(), $this->index()->count());
    }

    #[Test]
    public function a_sku_finds_its_product(): void
    {
        $product = Product::query()->orderByDesc('id')->firstOrFail();

        $this->assertSame($product->id, (new ProductSearch)->ids($product->sku)[0] ?? null);
    }

    #[Test]
    public function queries_without_words_find_nothing(): void
    {
        $this->assertSame([], (new ProductSearch)->ids(''));
        $this->assertSame([], (new ProductSearch)->ids(' -,. '));
        $this->assertSame([], (new ProductSearch)->ids('"*) OR NEAR(')); // FTS5 syntax is not passed through
    }

    private function index(): SearchIndex
    {
        $product = new Product;

        return SearchIndexes::for($product->getConnection(), $product->searchableAs());
    }

    private function makeProduct(string $ro, string $ru, int $popularity, int $stock = 1): Product
    {
        $leaf = Category::query()->where('slug', 'smartphone-uri')->firstOrFail();
        $sub = Category::query()->findOrFail($leaf->parent_id);

        return Product::query()->create([
            'slug' => Str::slug($ro).'-'.Str::lower(Str::random(6)),
            // Letters only: the SKU is indexed and digits split from letters, so a random "15" or "128" in it would
            // make the product match a model number it does not have.
            'sku' => 'TST-'.Str::upper(Str::password(8, letters: true, numbers: false, symbols: false)),
            'name' => ['ro' => $ro, 'ru' => $ru],
            'description' => ['ro' => $ro, 'ru' => $ru],
            'brand_id' => Brand::query()->where('name', 'Apple')->value('id'),
            'category_id' => $leaf->id,
            'category_sub_id' => $sub->id,
            'category_root_id' => $sub->parent_id,
            'price' => 1_000_000,
            'old_price' => null,
            'stock_total' => $stock,
            'popularity' => $popularity,
        ]);
    }
}
