<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Infrastructure\Cache\CatalogCache;
use App\Models\Brand;
use App\Models\Product;
use App\Search\ProductSearch;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Testing\Fluent\AssertableJson;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class SuggestionsApiTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    #[Test]
    public function it_suggests_products_categories_and_brands_in_romanian(): void
    {
        $response = $this->getJson('/api/search/suggest?q=televizoare')->assertOk();

        $response->assertJson(fn (AssertableJson $json) => $json
            ->where('query', 'televizoare')
            ->has('products', 6, fn (AssertableJson $product) => $product
                ->whereType('id', 'integer')
                ->where('name', fn (string $name): bool => str_starts_with($name, 'Televizor '))
                ->where('url', fn (string $url): bool => str_starts_with($url, '/produs/'))
                ->where('image', fn (string $image): bool => str_starts_with($image, '/media/products/') && str_ends_with($image, '/card.webp'))
                ->whereType('price', 'integer')
                ->has('old_price'))
            ->has('categories', fn (AssertableJson $categories) => $categories
                ->where('0.name', 'Televizoare')
                ->where('0.url', '/categorie-produs/tv-audio-foto/televizoare')
                ->etc())
            ->has('brands', 3));

        $first = Product::query()->whereKey($response->json('products.0.id'))->firstOrFail();
        $this->assertSame($first->name['ro'], $response->json('products.0.name'));
        $this->assertSame($first->price, $response->json('products.0.price'));
    }

    #[Test]
    public function a_one_letter_last_word_is_a_prefix_while_typing_and_whole_once_searched(): void
    {
        $galaxy = Product::query()->where('name->ro', 'like', '%Samsung Galaxy A16%')->firstOrFail();
        $search = new ProductSearch;

        // "samsung g" in the box: the shopper may be typing "galaxy".
        $typed = $search->ids('samsung g', 1000, typing: true);
        $this->assertContains($galaxy->id, $typed);
        // Submitted, the same words ask for a "g" of its own, which a "Galaxy" is not.
        $searched = $search->ids('samsung g');
        $this->assertNotContains($galaxy->id, $searched);
        $this->assertLessThan(count($typed), count($searched));
        $this->getJson('/api/search/suggest?q=samsung+g')->assertOk()->assertJsonCount(6, 'products');
    }

    #[Test]
    public function it_answers_in_russian_with_russian_links(): void
    {
        $this->getJson('/api/search/suggest?q=ntktdbpjh&lang=ru')
            ->assertOk()
            ->assertJsonPath('products.0.url', fn (string $url): bool => str_starts_with($url, '/ru/produs/'))
            ->assertJsonPath('products.0.name', fn (string $name): bool => str_starts_with($name, 'Телевизор '))
            ->assertJsonPath('categories.0.url', fn (string $url): bool => str_starts_with($url, '/ru/categorie-produs/tv-audio-foto/televizoare'))
            ->assertJsonPath('categories.0.name', fn (string $name): bool => str_starts_with($name, 'Телевизоры') || $name === 'Smart TV');
    }

    #[Test]
    public function a_brand_name_suggests_the_brand_first(): void
    {
        $samsung = Brand::query()->where('name', 'Samsung')->firstOrFail();

        $this->getJson('/api/search/suggest?q=samsnug&lang=ru')
            ->assertOk()
            ->assertJsonPath('brands.0', ['name' => 'Samsung', 'url' => '/ru/branduri/'.$samsung->slug])
            ->assertJsonCount(6, 'products')
            ->assertJsonPath('products.*.name', fn (array $names): bool => collect($names)->every(fn (string $n): bool => str_contains($n, 'Samsung')));
    }

    #[Test]
    public function old_price_is_given_only_for_discounted_products(): void
    {
        $product = Product::query()->where('discount_percent', '>', 0)->firstOrFail();

        $this->getJson('/api/search/suggest?q='.urlencode($product->sku))
            ->assertOk()
            ->assertJsonPath('products.0.id', $product->id)
            ->assertJsonPath('products.0.old_price', $product->old_price);
    }

    #[Test]
    public function short_queries_give_empty_lists_without_searching(): void
    {
        DB::enableQueryLog();

        $this->getJson('/api/search/suggest?q=%20t%20')
            ->assertOk()
            ->assertExactJson(['query' => 't', 'products' => [], 'categories' => [], 'brands' => []]);
        $this->getJson('/api/search/suggest')->assertOk()->assertJsonPath('products', []);

        $this->assertSame([], array_filter(DB::getQueryLog(), fn (array $q): bool => str_contains($q['query'], 'search_products')));
    }

    #[Test]
    public function a_query_that_finds_nothing_gives_empty_lists(): void
    {
        $this->getJson('/api/search/suggest?q=qwzxqwzx')
            ->assertOk()
            ->assertExactJson(['query' => 'qwzxqwzx', 'products' => [], 'categories' => [], 'brands' => []]);
    }

    #[Test]
    public function too_long_queries_and_unknown_languages_are_refused_with_a_translated_message(): void
    {
        $this->get('/api/search/suggest?q='.str_repeat('a', 101))
            ->assertStatus(422)
            ->assertJsonPath('message', 'Căutarea poate avea cel mult 100 de caractere.')
            ->assertJsonValidationErrors('q');

        $this->get('/api/search/suggest?q=tv&lang=de', ['Accept-Language' => 'ru'])
            ->assertStatus(422)
            ->assertJsonPath('message', 'Запрошенный язык недоступен. Выберите румынский (ro) или русский (ru).')
            ->assertJsonValidationErrors('lang');

        $this->getJson('/api/search/suggest?q[]=tv')->assertStatus(422)->assertJsonValidationErrors('q');
        $this->getJson('/api/search/suggest?q='.str_repeat('я', 100))->assertOk();
    }

    #[Test]
    public function it_runs_a_fixed_number_of_queries(): void
    {
        $this->getJson('/api/search/suggest?q=samsung')->assertOk();
        DB::enableQueryLog();

        $this->getJson('/api/search/suggest?q=televizor')->assertOk()->assertJsonCount(6, 'products');

        // FTS match, products, their pictures, brands (the category tree is cached); the rate limiter's counting
        // aside. Three times the products shown are asked for (a family shows once), and where the engine finds fewer
        // it widens the query to near spellings: one more look-up of terms and one more match.
        $this->assertLessThanOrEqual(6, count(array_filter(DB::getQueryLog(), static fn (array $query): bool => ! str_contains($query['query'], 'rate_limits'))));
    }

    #[Test]
    public function a_repeated_query_is_answered_without_searching_until_the_catalogue_changes(): void
    {
        $product = Product::query()->where('is_active', true)->firstOrFail();
        $query = mb_substr((string) $product->sku, 0, 20);
        $this->getJson('/api/search/suggest?q='.urlencode($query))->assertOk()->assertJsonPath('products.0.id', $product->id);

        DB::enableQueryLog();
        $this->getJson('/api/search/suggest?q='.urlencode($query))->assertOk()->assertJsonPath('products.0.id', $product->id);
        $this->assertSame([], array_filter(DB::getQueryLog(), static fn (array $q): bool => str_contains($q['query'], 'search_products') || preg_match('/from ["`]products["`]/', $q['query']) === 1));

        // A change saved through the catalogue's writes flushes the cached answers: the next one has the new price.
        $product->forceFill(['price' => $product->price + 1234])->save();
        CatalogCache::flush();
        $this->getJson('/api/search/suggest?q='.urlencode($query))->assertOk()->assertJsonPath('products.0.price', $product->price);
    }

    #[Test]
    public function the_cached_answer_keeps_the_query_as_typed_and_its_language(): void
    {
        $this->getJson('/api/search/suggest?q=Televizor')->assertOk()->assertJsonPath('query', 'Televizor');
        $this->getJson('/api/search/suggest?q=televizor')->assertOk()->assertJsonPath('query', 'televizor');
        $ro = $this->getJson('/api/search/suggest?q=televizor')->json('products.0.url');
        $ru = $this->getJson('/api/search/suggest?q=televizor&lang=ru')->json('products.0.url');
        $this->assertIsString($ro);
        $this->assertIsString($ru);
        $this->assertStringStartsWith('/ru/', $ru);
        $this->assertStringStartsNotWith('/ru/', $ro);
    }
}
