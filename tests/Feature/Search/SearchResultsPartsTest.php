<?php

declare(strict_types=1);

namespace Tests\Feature\Search;

use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A search's results, their filtered matches and their facet counts are page parts kept under the page version
 * (App\Infrastructure\PageCache\PageFragments): the same words asked again do not reach the engine, and a change to the
 * catalogue is in the very next answer.
 */
final class SearchResultsPartsTest extends TestCase
{
    #[Test]
    public function a_repeated_search_asks_the_engine_once_and_a_change_shows_at_once(): void
    {
        $this->seed(DatabaseSeeder::class);
        $total = fn (string $url): int => $this->get($url)->assertOk()->viewData('page')['props']['listing']['products']['meta']['total'];
        $before = $total('/cautare?q=samsung');
        $this->assertGreaterThan(1, $before);

        DB::enableQueryLog();
        $this->assertSame($before, $total('/cautare?q=samsung'));
        $this->assertSame($before, $total('/ru/cautare?q=samsung'));
        $asked = array_filter(array_column(DB::getQueryLog(), 'query'), static fn (string $sql): bool => str_contains($sql, ' MATCH ') || str_contains($sql, 'COUNT(*) AS products'));
        $this->assertSame([], $asked, 'neither the engine nor the facet counts were asked again');
        DB::disableQueryLog();

        // One of them taken off sale: the next search has one fewer, in each language.
        $samsung = Product::query()->where('is_active', true)->whereHas('brand', static fn ($brand) => $brand->where('slug', 'samsung'))->orderBy('id')->firstOrFail();
        $samsung->update(['is_active' => false]);

        $this->assertSame($before - 1, $total('/cautare?q=samsung'));
        $this->assertSame($before - 1, $total('/ru/cautare?q=samsung'));
    }
}
