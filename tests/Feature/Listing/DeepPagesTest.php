<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Listings number at most `shop.listing_max_pages` pages: a far page costs no more than a near one (no OFFSET over
 * tens of thousands of rows), the last numbered page says why the numbering ends there, and the count stays true.
 */
final class DeepPagesTest extends TestCase
{
    private const URL = '/categorie-produs/laptopuri-pc-si-tablete';

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        config(['shop.listing_max_pages' => 2]);
    }

    #[Test]
    public function pages_are_numbered_up_to_the_cap_and_the_count_stays_true(): void
    {
        $total = (int) DB::table('products')->where('category_root_id', DB::table('categories')->where('slug', 'laptopuri-pc-si-tablete')->value('id'))->where('is_active', true)->where('is_listed', true)->count();
        $this->assertGreaterThan(2 * 24, $total, 'the seeded category has more products than two pages hold');

        $listing = $this->get(self::URL.'?page=2')->assertOk()->viewData('page')['props']['listing'];

        $this->assertSame(2, $listing['products']['meta']['last_page']);
        $this->assertSame($total, $listing['products']['meta']['total']);
        $this->assertNull($listing['products']['links']['next']);
        $this->assertCount(24, $listing['products']['data']);
    }

    #[Test]
    public function a_page_past_the_cap_leads_to_the_last_numbered_page_without_looking_for_products(): void
    {
        DB::enableQueryLog();

        $this->get(self::URL.'?page=3')->assertRedirect(self::URL.'?page=2');
        $this->get(self::URL.'?page=3000&sort=price-asc')->assertRedirect(self::URL.'?sort=price-asc&page=2');

        $listingQueries = array_filter(DB::getQueryLog(), static fn (array $query): bool => preg_match('/["`]products["`]/', $query['query']) === 1);
        $this->assertSame([], array_values($listingQueries));
    }

    #[Test]
    public function a_page_past_the_end_within_the_cap_skips_the_page_query_and_leads_to_the_last_page(): void
    {
        config(['shop.listing_max_pages' => 100]);
        DB::enableQueryLog();

        $last = (int) ceil(DB::table('products')->where('category_root_id', DB::table('categories')->where('slug', 'laptopuri-pc-si-tablete')->value('id'))->where('is_active', true)->where('is_listed', true)->count() / 24);
        $this->get(self::URL.'?page=99')->assertRedirect(self::URL.'?page='.$last);

        $offsets = array_filter(DB::getQueryLog(), static fn (array $query): bool => str_contains($query['query'], 'offset'));
        $this->assertSame([], array_values($offsets));
    }
}
