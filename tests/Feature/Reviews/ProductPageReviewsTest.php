<?php

declare(strict_types=1);

namespace Tests\Feature\Reviews;

use App\Actions\Reviews\RecountRating;
use App\Enums\ReviewStatus;
use App\Models\Review;
use App\Services\Reviews\ReviewSubject;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\TestCase;

/**
 * The reviews on the product page: the published ones of its family in the page (the same for everyone, so in the
 * cached page), renewed for everyone once staff publish one; JSON-LD; sorting and further pages; the shopper's own
 * part by its own request; "was this helpful" and reports once per account.
 */
final class ProductPageReviewsTest extends TestCase
{
    use MakesReviews;
    use ReadsPages;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalogue();
        $this->withCredentials();
    }

    private function recount(): void
    {
        app(RecountRating::class)->handle(ReviewSubject::of($this->black));
        app(RecountRating::class)->handle(ReviewSubject::of($this->single));
    }

    #[Test]
    public function every_variant_shows_the_familys_published_reviews_and_nothing_pending_or_rejected(): void
    {
        $this->review($this->shopper('Ion Popescu'), $this->black, 5, ReviewStatus::Published, ['verified' => true, 'reply' => 'Mulțumim!']);
        $this->review($this->shopper('Ana Rusu'), $this->white, 4);
        $this->review($this->shopper('Vlad Ceban'), $this->black, 1, ReviewStatus::Pending, ['body' => 'Textul care așteaptă moderarea.']);
        $this->review($this->shopper('Olga Lungu'), $this->black, 1, ReviewStatus::Rejected, ['body' => 'Textul respins de moderatori.']);
        $this->review($this->shopper('Petru Rotaru'), $this->single, 2);
        $this->recount();

        foreach (['/produs/p18-white', '/ru/produs/p18-black'] as $url) {
            $page = $this->get($url)->assertOk()->assertInertia(fn (Assert $page) => $page->component('products/show')
                ->where('reviews.summary', ['average' => 4.5, 'count' => 2, 'histogram' => [5 => 1, 4 => 1, 3 => 0, 2 => 0, 1 => 0]])
                ->where('reviews.list.total', 2)
                ->where('reviews.list.sort', 'newest')
                ->where('reviews.list.reviews.1.author', 'Ion P.')
                ->where('reviews.list.reviews.1.verified', true)
                ->where('reviews.list.reviews.1.reply.text', 'Mulțumim!')
                ->where('meta.json_ld.0.aggregateRating.ratingValue', '4.50')
                ->where('meta.json_ld.0.aggregateRating.reviewCount', 2)
                ->where('meta.json_ld.0.review.0.reviewRating.ratingValue', 4)
                ->has('meta.json_ld.0.review', 2));
            $html = (string) $page->getContent();
            $this->assertStringNotContainsString('Textul care așteaptă moderarea.', $html, $url);
            $this->assertStringNotContainsString('Textul respins de moderatori.', $html, $url);
        }

        // A product of its own has its own reviews, on its Product node.
        $this->get('/produs/case-1')->assertInertia(fn (Assert $page) => $page->where('reviews.summary.count', 1)
            ->where('meta.json_ld.0.@type', 'Product')->where('meta.json_ld.0.aggregateRating.ratingValue', '2.00'));
    }

    #[Test]
    public function a_product_without_reviews_has_no_rating_in_its_json_ld(): void
    {
        $this->get('/produs/case-1')->assertInertia(fn (Assert $page) => $page->where('reviews.summary.count', 0)
            ->where('reviews.summary.average', null)->missing('meta.json_ld.0.aggregateRating')->missing('meta.json_ld.0.review'));
    }

    #[Test]
    public function a_published_review_is_on_the_cached_page_for_everyone_at_the_next_request(): void
    {
        config(['page_cache.enabled' => true]);
        $this->assertFalse(str_contains((string) $this->get('/produs/p18-black')->assertHeader('X-Page-Cache', 'MISS')->getContent(), 'Bateria ține trei zile'));
        $this->assertPublic($this->get('/produs/p18-black')->assertHeader('X-Page-Cache', 'HIT'));

        // A shopper writes a review: nothing of it in the cached page, which stays cached.
        $author = $this->shopper();
        $this->actingAs($author)->postJson('/recenzii/'.$this->black->id, self::valid(['body' => 'Bateria ține trei zile, ecranul e excelent.']))->assertCreated();
        $this->app['auth']->forgetGuards();
        $this->flushSession();
        $cached = $this->get('/produs/p18-black')->assertHeader('X-Page-Cache', 'HIT');
        $this->assertStringNotContainsString('Bateria ține trei zile', (string) $cached->getContent());

        // Staff publish it: the next request renders the page anew, with the review, its average and count.
        $this->actingAs($this->staff())->post('/admin/recenzii/'.Review::query()->sole()->id.'/publicare')->assertRedirect();
        $this->app['auth']->forgetGuards();
        $this->flushSession();
        $fresh = $this->get('/produs/p18-white')->assertHeader('X-Page-Cache', 'MISS');
        $this->assertPublic($fresh);
        $this->assertStringContainsString('Bateria ține trei zile', (string) $fresh->getContent());
        $this->assertSame(1, $this->props($fresh)['reviews']['summary']['count']);
        $this->assertSame('Bateria ține trei zile, ecranul e excelent.', $this->props($this->get('/produs/p18-black'))['reviews']['list']['reviews'][0]['body']);
    }

    #[Test]
    public function the_shoppers_own_part_comes_by_its_own_request_never_stored(): void
    {
        $ion = $this->shopper();
        $published = $this->review($this->shopper('Ana Rusu'), $this->black, 5);
        $this->review($ion, $this->white, 3, ReviewStatus::Pending);

        $this->getJson('/recenzii/'.$this->black->id.'/ale-mele')->assertOk()->assertHeader('Cache-Control', 'no-store, private')
            ->assertExactJson(['signed_in' => false, 'own' => null, 'voted' => [], 'reported' => []])
            ->assertCookieMissing((string) config('session.cookie'));

        $this->actingAs($ion)->postJson('/recenzii/voturi/'.$published->id)->assertOk();
        $this->actingAs($ion)->getJson('/ru/recenzii/'.$this->black->id.'/ale-mele')->assertOk()
            ->assertJsonPath('signed_in', true)->assertJsonPath('own.status', 'pending')->assertJsonPath('own.rating', 3)
            ->assertJsonPath('voted', [$published->id])->assertJsonPath('reported', []);
        // The page itself carries none of it.
        $this->actingAs($ion)->get('/produs/p18-black')->assertInertia(fn (Assert $page) => $page->where('reviews.list.total', 1)
            ->where('reviews.list.reviews.0.id', $published->id));
    }

    #[Test]
    public function the_list_sorts_by_date_helpfulness_and_rating_and_pages_on(): void
    {
        $reviews = [];
        foreach ([[3, 1], [5, 0], [1, 7], [4, 2], [2, 0], [5, 3]] as $i => [$rating, $helpful]) {
            $this->travel($i)->minutes();
            $reviews[] = $this->review($this->shopper('Autor '.$i), $this->black, $rating, ReviewStatus::Published, ['helpful_count' => $helpful, 'published_at' => now()]);
        }
        $ids = static fn (array $list): array => array_column($list['reviews'], 'id');

        $newest = $this->getJson('/recenzii/'.$this->white->id)->assertOk()->assertJsonPath('page', 1)->assertJsonPath('last_page', 2)->assertJsonPath('total', 6)->json();
        $this->assertSame([$reviews[5]->id, $reviews[4]->id, $reviews[3]->id, $reviews[2]->id, $reviews[1]->id], $ids($newest));
        $this->assertSame([$reviews[0]->id], $ids($this->getJson('/recenzii/'.$this->white->id.'?pagina=2')->json()));
        $this->assertSame([$reviews[2]->id, $reviews[5]->id, $reviews[3]->id, $reviews[0]->id], array_slice($ids($this->getJson('/recenzii/'.$this->white->id.'?ordine=helpful')->json()), 0, 4));
        $this->assertSame([$reviews[5]->id, $reviews[1]->id, $reviews[3]->id], array_slice($ids($this->getJson('/recenzii/'.$this->white->id.'?ordine=highest')->json()), 0, 3));
        $this->assertSame([$reviews[2]->id, $reviews[4]->id], array_slice($ids($this->getJson('/recenzii/'.$this->white->id.'?ordine=lowest')->json()), 0, 2));

        $this->getJson('/recenzii/'.$this->white->id.'?ordine=price')->assertStatus(422)->assertJsonPath('message', 'Ordinea aleasă nu există.');
        $this->getJson('/ru/recenzii/'.$this->white->id.'?ordine[]=x')->assertStatus(422)->assertJsonPath('message', 'Такой сортировки нет.');
        $this->getJson('/recenzii/'.$this->white->id.'?pagina=99999999999999999999')->assertStatus(422)->assertJsonPath('message', 'Pagina trebuie să fie un număr întreg de la 1.');
        $this->getJson('/recenzii/999999')->assertNotFound();
    }

    #[Test]
    public function helpful_counts_once_per_account_never_for_ones_own_review_and_never_for_a_guest(): void
    {
        $author = $this->shopper();
        $review = $this->review($author, $this->black, 5);
        $pending = $this->review($this->shopper('Ana Rusu'), $this->single, 5, ReviewStatus::Pending);

        $this->postJson('/recenzii/voturi/'.$review->id)->assertUnauthorized();
        $voter = $this->shopper('Vlad Ceban');
        $this->actingAs($voter)->postJson('/recenzii/voturi/'.$review->id)->assertOk()->assertJsonPath('helpful', 1);
        $this->actingAs($voter)->postJson('/recenzii/voturi/'.$review->id)->assertOk()->assertJsonPath('helpful', 1);
        $this->actingAs($this->shopper('Olga Lungu'))->postJson('/recenzii/voturi/'.$review->id)->assertOk()->assertJsonPath('helpful', 2);
        $this->actingAs($author)->postJson('/recenzii/voturi/'.$review->id)->assertStatus(422)->assertJsonPath('message', 'Nu puteți vota propria recenzie.');
        $this->actingAs($author)->postJson('/ru/recenzii/semnalari/'.$review->id)->assertStatus(422)->assertJsonPath('message', 'Нельзя пожаловаться на свой отзыв.');
        $this->actingAs($voter)->postJson('/recenzii/voturi/'.$pending->id)->assertNotFound();
        $this->actingAs($voter)->postJson('/recenzii/voturi/99999999999999999999999')->assertNotFound();

        $this->assertSame(2, $review->refresh()->helpful_count);
    }

    #[Test]
    public function a_report_counts_once_per_account_and_puts_the_review_under_the_reported_tab(): void
    {
        $review = $this->review($this->shopper(), $this->black, 1);
        $reporter = $this->shopper('Ana Rusu');

        $this->actingAs($reporter)->postJson('/recenzii/semnalari/'.$review->id)->assertOk()->assertJsonPath('message', 'Mulțumim, moderatorii vor verifica recenzia.');
        $this->actingAs($reporter)->postJson('/recenzii/semnalari/'.$review->id)->assertOk();
        $this->assertSame(1, $review->refresh()->report_count);
        $this->actingAs($reporter)->getJson('/recenzii/'.$this->black->id.'/ale-mele')->assertJsonPath('reported', [$review->id]);
        $this->actingAs($this->staff())->get('/admin/recenzii?status=reported')
            ->assertInertia(fn (Assert $page) => $page->where('counts.reported', 1)->where('reviews.0.id', $review->id));
    }
}
