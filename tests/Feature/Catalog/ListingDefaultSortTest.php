<?php

declare(strict_types=1);

namespace Tests\Feature\Catalog;

use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * New products open newest first and discounts biggest discount first: the sort select shows that order, the URL and
 * the canonical link leave it out, and a `sort` the shopper picked still wins.
 */
final class ListingDefaultSortTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
    }

    /**
     * @return array<string, array{string}>
     */
    public static function languages(): array
    {
        return ['ro' => [''], 'ru' => ['/ru']];
    }

    #[Test]
    #[DataProvider('languages')]
    public function new_products_open_newest_first(string $prefix): void
    {
        $path = $prefix.'/produse-noi';
        $listing = $this->listing($path, url($path));

        $this->assertSame('newest', $listing['sort']);
        $this->assertSame('newest', $listing['default_sort']);
        $products = Product::query()->findMany(array_column($listing['products']['data'], 'id'))->keyBy('id');
        $dates = array_map(fn (array $card): int => (int) $products[$card['id']]->created_at?->getTimestamp(), $listing['products']['data']);
        $this->assertGreaterThan(1, count(array_unique($dates)), 'the demo data must tell the order apart');
        $expected = $dates;
        rsort($expected);
        $this->assertSame($expected, $dates);
        $this->assertSame($path.'?page=2', $listing['products']['links']['next']);

        // Asking for the default by name is the same page, with the same canonical link.
        $this->assertSame('newest', $this->listing($path.'?sort=newest', url($path))['sort']);
    }

    #[Test]
    #[DataProvider('languages')]
    public function discounts_open_biggest_discount_first(string $prefix): void
    {
        $path = $prefix.'/categorie-produs/reduceri';
        $listing = $this->listing($path, url($path));

        $this->assertSame('discount', $listing['sort']);
        $this->assertSame('discount', $listing['default_sort']);
        $discounts = array_column($listing['products']['data'], 'discount_percent');
        $this->assertSame(Product::query()->max('discount_percent'), $discounts[0]);
        $this->assertGreaterThan(1, count(array_unique($discounts)));
        $expected = $discounts;
        rsort($expected);
        $this->assertSame($expected, $discounts);
        $this->assertSame($path.'?page=2', $listing['products']['links']['next']);
    }

    #[Test]
    #[DataProvider('languages')]
    public function an_explicit_sort_still_wins(string $prefix): void
    {
        $path = $prefix.'/categorie-produs/reduceri';
        $listing = $this->listing($path.'?sort=price-asc', url($path));

        $this->assertSame('price-asc', $listing['sort']);
        $this->assertSame('discount', $listing['default_sort']);
        $prices = array_column($listing['products']['data'], 'price');
        $sorted = $prices;
        sort($sorted);
        $this->assertSame($sorted, $prices);
        $this->assertSame($path.'?sort=price-asc&page=2', $listing['products']['links']['next']);

        $popular = $this->listing($prefix.'/produse-noi?sort=popular', url($prefix.'/produse-noi'));
        $this->assertSame('popular', $popular['sort']);
        $this->assertSame($prefix.'/produse-noi?sort=popular&page=2', $popular['products']['links']['next']);

        // Other listings keep the popular order by default.
        $this->assertSame('popular', $this->listing($prefix.'/branduri/samsung', url($prefix.'/branduri/samsung'))['sort']);
    }

    /**
     * @return array<string, mixed>
     */
    private function listing(string $url, string $canonical): array
    {
        $listing = [];
        $this->get($url)->assertOk()->assertInertia(function (Assert $page) use ($canonical, &$listing): Assert {
            $listing = $page->toArray()['props']['listing'];

            return $page->where('meta.canonical', $canonical)->etc();
        });

        return $listing;
    }
}
