<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Http\Controllers\Search\SearchController;
use App\Models\Product;
use App\Search\ProductSearch;
use Database\Seeders\DatabaseSeeder;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The results page says when its results are for a corrected query, and offers popular products when there are none. */
final class SearchResultsHelpTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /**
     * @return array<string, array{string, string, string|null}>
     */
    public static function queries(): array
    {
        return [
            'as typed' => ['', 'samsung', null],
            'transliterated is not a correction' => ['/ru', 'холодильник', null],
            'a typo' => ['', 'samsnug', 'samsung'],
            'a typo in one word of two' => ['/ru', 'televizor samsnug', 'televizor samsung'],
            'the Russian layout' => ['', 'ыфьыгтп', 'samsung'],
            'the Latin layout' => ['/ru', 'ntktdbpjh', 'телевизор'],
            'nothing at all' => ['', 'qwzxqwzx', null],
        ];
    }

    #[Test]
    #[DataProvider('queries')]
    public function the_page_says_which_query_the_results_are_for(string $prefix, string $query, ?string $corrected): void
    {
        $this->get($prefix.'/cautare?q='.urlencode($query))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('search/results')
            ->where('search.query', $query)
            ->where('search.corrected', $corrected)
            ->etc());
        $this->assertSame($corrected, (new ProductSearch)->correction($query));
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_search_that_finds_nothing_offers_the_popular_products(string $prefix, string $name): void
    {
        $popular = Product::query()->where('is_popular', true)->orderByDesc('popularity')->orderBy('id')
            ->limit(SearchController::POPULAR_WHEN_NOTHING)->get();
        $this->assertCount(SearchController::POPULAR_WHEN_NOTHING, $popular);

        $this->get($prefix.'/cautare?q=qwzxqwzx')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.meta.total', 0)
            ->where('popular', fn ($cards) => collect($cards)->pluck('id')->all() === $popular->pluck('id')->all())
            ->where('popular.0.name', $popular[0]->translate('name', $name))
            ->etc());

        $this->get($prefix.'/cautare?q=samsung')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.meta.total', fn (int $total) => $total > 0)
            ->where('popular', [])
            ->etc());
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function languages(): array
    {
        return ['ro' => ['', 'ro'], 'ru' => ['/ru', 'ru']];
    }
}
