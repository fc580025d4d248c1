<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use App\Models\CreditProgramme;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A listing page's cards are a page part kept under the page version (ProductListing::cards): the same page asked
 * again does not load its products, each language has its own cards, and a change to what a card shows (a name, a
 * price, stock, the credit offer) is on the very next page.
 */
final class ListingCardsTest extends TestCase
{
    #[Test]
    public function a_page_of_cards_is_loaded_once_per_language_and_a_change_is_on_the_next_page(): void
    {
        $this->seed(DatabaseSeeder::class);
        $first = fn (string $url): array => $this->cards($url)[0];
        $card = $first('/branduri/samsung');
        $product = Product::query()->findOrFail($card['id']);
        $this->assertSame($product->translate('name', 'ro'), $card['name']);
        $this->assertNotNull($card['credit'], 'a Samsung is sold on credit in the demo catalogue');

        DB::enableQueryLog();
        $this->assertSame($card, $first('/branduri/samsung'));
        $this->assertSame([], self::productLoads(), 'the cards of a page already shown are not loaded again');
        DB::disableQueryLog();

        $ru = $first('/ru/branduri/samsung');
        $this->assertSame($card['id'], $ru['id']);
        $this->assertSame($product->translate('name', 'ru'), $ru['name']);
        $this->assertSame('/ru/produs/'.$product->slug, $ru['url']);

        $product->update(['name' => ['ro' => 'Televizor redenumit', 'ru' => 'Переименованный телевизор'], 'price' => $product->price + 10_000]);
        $pick = static fn (array $card): array => [$card['name'], $card['price']];
        $this->assertSame(['Televizor redenumit', $product->price], $pick($first('/branduri/samsung')));
        $this->assertSame(['Переименованный телевизор', $product->price], $pick($first('/ru/branduri/samsung')));

        $inStock = $card['is_stock'];
        DB::table('product_stock')->where('product_id', $product->id)->update(['quantity' => $inStock ? 0 : 5]);
        $product->update(['stock_total' => $inStock ? 0 : 5]);
        // Its stock moves it in the default order (in stock first), so it is looked for on every page.
        $this->assertSame(! $inStock, $this->cardOf('/branduri/samsung', $card['id'])['is_stock']);

        CreditProgramme::query()->get()->each->update(['is_active' => false]);
        $this->assertNull($first('/branduri/samsung')['credit']);
        $this->assertNull($first('/ru/branduri/samsung')['credit']);
    }

    #[Test]
    public function with_page_parts_off_every_page_loads_its_cards(): void
    {
        config(['page_cache.fragments' => false]);
        $this->seed(DatabaseSeeder::class);
        $first = $this->cards('/branduri/samsung');

        DB::enableQueryLog();
        $this->assertSame($first, $this->cards('/branduri/samsung'));
        $this->assertCount(2, self::productLoads(), 'the products of the page and their pictures are loaded again');
        DB::disableQueryLog();
    }

    #[Test]
    public function each_page_and_each_search_has_its_own_cards(): void
    {
        $this->seed(DatabaseSeeder::class);
        $ids = fn (string $url): array => array_column($this->cards($url), 'id');

        $byPopularity = $ids('/branduri/samsung');
        $byPrice = $this->cards('/branduri/samsung?sort=price-asc');
        $prices = array_column($byPrice, 'price');
        $this->assertNotSame(array_column($byPrice, 'id'), $byPopularity);
        $this->assertSame($prices, collect($prices)->sort()->values()->all(), 'the cards follow the page\'s own order');

        $this->assertNotSame($ids('/cautare?q=samsung'), $ids('/cautare?q=lg'));
        $this->assertSame([], array_intersect($ids('/branduri/samsung'), $ids('/branduri/lg')));
    }

    /**
     * The logged statements that load products by id or their pictures (either quoting: MariaDB's backticks too).
     *
     * @return list<string>
     */
    private static function productLoads(): array
    {
        return array_values(array_filter(
            array_column(DB::getQueryLog(), 'query'),
            static fn (string $sql): bool => preg_match('/["`]products["`]\.["`]id["`] in|product_images/', $sql) === 1,
        ));
    }

    /**
     * @return array<string, mixed>
     */
    private function cardOf(string $url, int $id): array
    {
        for ($page = 1; $page <= 20; $page++) {
            $listing = $this->get($url.'?page='.$page)->assertOk()->viewData('page')['props']['listing']['products'];
            foreach ($listing['data'] as $card) {
                if ($card['id'] === $id) {
                    return $card;
                }
            }
            if ($page >= $listing['meta']['last_page']) {
                break;
            }
        }
        $this->fail("No card of product $id on $url");
    }

    /**
     * @return list<array<string, mixed>>
     */
    private function cards(string $url): array
    {
        $cards = $this->get($url)->assertOk()->viewData('page')['props']['listing']['products']['data'];
        $this->assertNotSame([], $cards, $url);

        return $cards;
    }
}
