<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Http\Controllers\Search\SearchController;
use App\Models\Product;
use App\Search\ProductSearch;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\DB;
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
    public function words_that_match_apart_but_never_together_are_asked_for_together_once_per_page(): void
    {
        // Each word finds products (televisions; Bosch appliances), no product is both: on a million products the
        // slowest kind of query there is, so the correction that follows the results does not ask it again.
        $search = new ProductSearch;
        $this->assertNotSame([], $search->ids('televizor'));
        $this->assertNotSame([], $search->ids('bosch'));

        $together = 0;
        DB::listen(static function (QueryExecuted $query) use (&$together): void {
            $text = mb_strtolower($query->sql.' '.json_encode($query->bindings, JSON_UNESCAPED_UNICODE));
            $together += (int) (str_contains($text, 'televizor') && str_contains($text, 'bosch'));
        });
        $ids = $search->ids('televizor bosch');
        $afterResults = $together;
        $this->assertNull($search->correction('televizor bosch'));

        $this->assertSame($afterResults, $together, 'the correction asked the index for both words again');
        $this->assertLessThanOrEqual(2, $afterResults, 'as typed, then with typos allowed');
        $this->assertSame([], array_diff($ids, $search->ids('televizor')), 'whatever a typo lets through is a television');

        // Asked on its own, the correction still asks the index.
        $together = 0;
        $this->assertNull($search->correction('televizor bosch'));
        $this->assertGreaterThan(0, $together);
    }

    #[Test]
    public function a_change_to_the_index_between_the_results_and_the_correction_is_seen(): void
    {
        $product = Product::query()->firstOrFail();
        $product->forceFill(['name' => ['ro' => 'Qwertyphone', 'ru' => 'Qwertyphone']])->save();
        $search = new ProductSearch;
        $this->assertSame([$product->id], $search->ids('qwertyphone'));

        // Renamed after the results were found: the typed word now needs a correction.
        $product->forceFill(['name' => ['ro' => 'Qwertyphona', 'ru' => 'Qwertyphona']])->save();

        $this->assertSame('qwertyphona', $search->correction('qwertyphone'));
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_search_that_finds_nothing_offers_the_popular_products(string $prefix, string $name): void
    {
        // Each family once, as its popular variant in stock first, then the cheapest (FamilyOnce); what is in stock
        // first, as every product slider.
        $popular = Product::query()->where('is_popular', true)->where('is_active', true)->get()
            ->sortBy(static fn (Product $p): array => [$p->stock_total > 0 ? 0 : 1, $p->price, $p->id])
            ->unique(static fn (Product $p): string => $p->family_id === null ? 'p'.$p->id : 'f'.$p->family_id)
            ->sortBy(static fn (Product $p): array => [$p->stock_total > 0 ? 0 : 1, -$p->popularity, $p->id])
            ->take(SearchController::POPULAR_WHEN_NOTHING)->values();
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
