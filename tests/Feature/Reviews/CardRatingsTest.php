<?php

declare(strict_types=1);

namespace Tests\Feature\Reviews;

use App\Enums\ReviewStatus;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Products\ProductCards;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A card shows its family's average and count, read from the product's own row (written by the moderation): the
 * same number of queries for a list with ratings as without; left out of a card without reviews and of the JSON API.
 */
final class CardRatingsTest extends TestCase
{
    use MakesReviews;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalogue();
    }

    private function publish(int $rating): void
    {
        $review = $this->review($this->shopper('Autor '.$rating), $this->white, $rating, ReviewStatus::Pending);
        $this->actingAs($this->staff())->post('/admin/recenzii/'.$review->id.'/publicare')->assertRedirect();
        $this->app['auth']->forgetGuards();
    }

    #[Test]
    public function the_category_listing_shows_the_familys_rating_on_its_card_without_a_query_more(): void
    {
        $url = LocalizedRoutes::url('catalog.category', ['slug' => 'telefoane', 'subSlug' => 'smartfoane']);
        $queries = function () use ($url): int {
            DB::flushQueryLog();
            DB::enableQueryLog();
            $this->get($url)->assertOk();
            $count = count(DB::getQueryLog());
            DB::disableQueryLog();

            return $count;
        };
        $this->get($url)->assertOk();
        $without = $queries();

        $this->publish(5);
        $this->publish(4);
        $this->get($url)->assertOk();
        $this->assertSame($without, $queries());

        $this->get($url)->assertInertia(fn (Assert $page) => $page->component('catalog/category')
            ->where('listing.products.data', fn ($cards): bool => collect($cards)->contains(fn (array $card): bool => $card['slug'] === 'p18-black'
                && $card['rating'] === ['average' => 4.5, 'count' => 2])
                && collect($cards)->contains(fn (array $card): bool => $card['slug'] === 'case-1' && ! array_key_exists('rating', $card))));
    }

    #[Test]
    public function a_listing_sorts_the_best_rated_first_and_those_without_reviews_last(): void
    {
        $phone = $this->makeProduct('PHONE-2', null, true);
        $third = $this->makeProduct('PHONE-3', null, true);
        $this->review($this->shopper('Ion Popescu'), $phone, 5);
        $this->review($this->shopper('Ana Rusu'), $this->single, 3);
        $this->review($this->shopper('Vlad Ceban'), $this->single, 4);
        $this->publish(4);
        foreach ([$phone, $this->single] as $product) {
            app(\App\Actions\Reviews\RecountRating::class)->handle(\App\Services\Reviews\ReviewSubject::of($product));
        }
        $url = LocalizedRoutes::url('catalog.category', ['slug' => 'telefoane', 'subSlug' => 'smartfoane']);

        $this->get($url.'?sort=rating')->assertInertia(fn (Assert $page) => $page->where('listing.sort', 'rating')
            ->where('listing.products.data', fn ($cards): bool => collect($cards)->pluck('slug')->all() === ['phone-2', 'p18-black', 'case-1', 'phone-3'])
            ->where('listing.sorts', fn ($sorts): bool => collect($sorts)->last() === ['value' => 'rating', 'label' => 'Cele mai bine evaluate']));
        $this->get('/ru'.$url.'?sort=rating')->assertInertia(fn (Assert $page) => $page
            ->where('listing.sorts', fn ($sorts): bool => collect($sorts)->last() === ['value' => 'rating', 'label' => 'С высоким рейтингом']));
        $this->assertNotNull($third->id);
    }

    #[Test]
    public function four_stars_and_up_is_a_filter_with_its_count_like_every_facet(): void
    {
        $phone = $this->makeProduct('PHONE-2', null, true);
        $this->makeProduct('PHONE-3', null, true);
        $this->review($this->shopper('Ion Popescu'), $phone, 4);
        $this->review($this->shopper('Ana Rusu'), $this->single, 3);
        $this->publish(5);
        foreach ([$phone, $this->single] as $product) {
            app(\App\Actions\Reviews\RecountRating::class)->handle(\App\Services\Reviews\ReviewSubject::of($product));
        }
        $url = LocalizedRoutes::url('catalog.category', ['slug' => 'telefoane', 'subSlug' => 'smartfoane']);
        $facet = static fn (array $facets): ?array => collect($facets)->firstWhere('key', 'rating');

        // Unfiltered: the facet says how many products the filter leaves (the family once, and the phone).
        $this->get($url)->assertInertia(fn (Assert $page) => $page->where('listing.products.meta.total', 4)
            ->where('listing.facets', fn ($facets): bool => $facet($facets->all()) === ['key' => 'rating', 'type' => 'toggle', 'label' => '4 stele și peste', 'count' => 2, 'selected' => false]));

        $this->get($url.'?rating=1')->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.data', fn ($cards): bool => collect($cards)->pluck('slug')->sort()->values()->all() === ['p18-black', 'phone-2'])
            ->where('listing.facets', fn ($facets): bool => ($facet($facets->all())['selected'] ?? null) === true && ($facet($facets->all())['count'] ?? null) === 2)
            ->where('listing.chips', fn ($chips): bool => collect($chips)->contains(fn (array $chip): bool => $chip['key'] === 'rating' && $chip['label'] === '4 stele și peste')));
        $this->get('/ru'.$url.'?rating=1&stock=1')->assertInertia(fn (Assert $page) => $page->where('listing.products.meta.total', 2)
            ->where('listing.facets', fn ($facets): bool => ($facet($facets->all())['label'] ?? null) === '4 звезды и выше'));
        // A value the filter does not take is left out.
        $this->get($url.'?rating=5')->assertInertia(fn (Assert $page) => $page->where('listing.products.meta.total', 4));
    }

    #[Test]
    public function the_json_api_card_keeps_its_shape(): void
    {
        $this->publish(3);
        $black = $this->black->refresh();

        $this->assertSame(['average' => 3.0, 'count' => 1], ProductCards::card($black)['rating'] ?? null);
        $this->assertArrayNotHasKey('rating', ProductCards::apiCard($black));
    }
}
