<?php

declare(strict_types=1);

namespace Tests\Feature\Reviews;

use App\Enums\ReviewStatus;
use App\Enums\StaffRole;
use App\Mail\Reviews\ReviewModeratedMail;
use App\Models\AuditEntry;
use App\Models\Review;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The moderation queue (/admin/recenzii): waiting reviews first and oldest first; publishing writes the family's
 * average and count on every variant; rejecting needs a reason; the shop's reply; the author told by mail in the
 * language they wrote in; every move audited.
 */
final class ModerateReviewsTest extends TestCase
{
    use MakesReviews;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalogue();
        Mail::fake();
    }

    #[Test]
    public function the_queue_shows_waiting_reviews_first_oldest_first_with_a_count_per_tab(): void
    {
        $this->travel(-2)->hours();
        $older = $this->review($this->shopper('Ion Popescu'), $this->black, 4, ReviewStatus::Pending);
        $this->travelBack();
        $newer = $this->review($this->shopper('Ana Rusu'), $this->single, 2, ReviewStatus::Pending);
        $this->review($this->shopper('Vlad Ceban'), $this->white, 5, ReviewStatus::Published, ['report_count' => 2]);
        $this->review($this->shopper('Olga Lungu'), $this->single, 1, ReviewStatus::Rejected, ['reject_reason' => 'Nu este despre produs']);

        $this->actingAs($this->staff(StaffRole::Editor))->get('/admin/recenzii')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/reviews/index')
                ->where('filters', ['status' => 'pending', 'q' => null])
                ->where('counts', ['pending' => 2, 'reported' => 1, 'published' => 1, 'rejected' => 1])
                ->where('reviews.0.id', $older->id)
                ->where('reviews.1.id', $newer->id)
                ->where('reviews.0.author', ['name' => 'Ion Popescu', 'email' => $older->user->email])
                ->where('reviews.0.product.sku', 'P18-BLACK')
                ->where('reviews.0.status', 'pending')
                ->has('reviews', 2));

        $this->get('/admin/recenzii?status=reported')->assertInertia(fn (Assert $page) => $page->has('reviews', 1)->where('reviews.0.reports', 2));
        $this->get('/admin/recenzii?status=rejected&q=olga')->assertInertia(fn (Assert $page) => $page->has('reviews', 1)
            ->where('reviews.0.reject_reason', 'Nu este despre produs')->where('counts.pending', 0));
        $this->get('/admin/recenzii?q=case-1')->assertInertia(fn (Assert $page) => $page->has('reviews', 1)->where('reviews.0.id', $newer->id));
        // Values the list does not take are dropped, never a redirect.
        $this->get('/admin/recenzii?status=zz&q[]=a&page=-1')->assertOk()->assertInertia(fn (Assert $page) => $page->where('filters.status', 'pending')->has('reviews', 2));
    }

    #[Test]
    public function publishing_shows_the_review_writes_the_family_rating_on_every_variant_and_mails_the_author_in_their_language(): void
    {
        $ion = $this->shopper('Ion Popescu', 'ro');
        $ana = $this->shopper('Ana Rusu', 'ru');
        $first = $this->review($ion, $this->black, 5);
        $pending = $this->review($ana, $this->white, 4, ReviewStatus::Pending, ['locale' => 'ru']);
        $this->review($this->shopper('Vlad Ceban'), $this->single, 1);
        $manager = $this->staff();

        $this->actingAs($manager)->from('/admin/recenzii')->post('/admin/recenzii/'.$pending->id.'/publicare')
            ->assertRedirect('/admin/recenzii')->assertSessionHas('status', 'Recenzia a fost publicată, autorul a fost anunțat.');

        $pending->refresh();
        $this->assertSame(ReviewStatus::Published, $pending->status);
        $this->assertNotNull($pending->published_at);
        $this->assertSame($manager->id, $pending->moderated_by);
        foreach ([$this->black, $this->white] as $variant) {
            $variant->refresh();
            $this->assertSame(2, $variant->rating_count);
            $this->assertEqualsWithDelta(4.5, $variant->rating_average, 0.001);
        }
        // The case's own rating is not the family's, and was not touched.
        $this->assertSame(0, $this->single->refresh()->rating_count);
        $this->assertNotNull($first->refresh()->published_at);

        Mail::assertQueued(ReviewModeratedMail::class, fn (ReviewModeratedMail $mail): bool => $mail->hasTo($ana->email)
            && $mail->locale === 'ru' && $mail->kind === ReviewModeratedMail::PUBLISHED);
        $entry = AuditEntry::query()->where('action', 'review.publish')->sole();
        $this->assertSame($manager->id, $entry->user_id);
        $this->assertSame((string) $pending->id, (string) $entry->subject_id);

        // The published review is on the product page's list for every variant.
        $this->getJson('/recenzii/'.$this->black->id)->assertJsonPath('total', 2);
    }

    #[Test]
    public function the_published_mail_reads_in_the_authors_language_with_a_link_to_the_product(): void
    {
        $review = $this->review($this->shopper('Ana Rusu', 'ru'), $this->black, 4, ReviewStatus::Pending, ['locale' => 'ru']);
        $this->actingAs($this->staff())->post('/admin/recenzii/'.$review->id.'/publicare');

        Mail::assertQueued(ReviewModeratedMail::class, function (ReviewModeratedMail $mail): bool {
            $mail->locale('ru');
            $html = $mail->render();
            $this->assertStringContainsString('Ваш отзыв о Товар P18-BLACK опубликован', $html);
            $this->assertStringContainsString('/ru/produs/p18-black#reviews', $html);

            return true;
        });
    }

    #[Test]
    public function rejecting_needs_a_reason_which_the_author_reads_and_takes_a_published_review_out_of_the_rating(): void
    {
        $ion = $this->shopper();
        $review = $this->review($ion, $this->black, 1);
        app(\App\Actions\Reviews\RecountRating::class)->handle(\App\Services\Reviews\ReviewSubject::of($this->black));
        $this->assertSame(1, $this->white->refresh()->rating_count);
        $this->actingAs($this->staff(StaffRole::Owner));

        foreach ([[], ['reason' => ''], ['reason' => ['x']], ['reason' => 'Nu']] as $refused) {
            $this->from('/admin/recenzii')->post('/admin/recenzii/'.$review->id.'/respingere', $refused)
                ->assertRedirect('/admin/recenzii')->assertSessionHasErrors(['reason' => 'Scrieți motivul respingerii (cel puțin 5 caractere).']);
        }
        $this->post('/admin/recenzii/'.$review->id.'/respingere', ['reason' => str_repeat('a', 1001)])->assertSessionHasErrors(['reason' => 'Motivul poate avea cel mult 1000 de caractere.']);
        $this->assertSame(ReviewStatus::Published, $review->refresh()->status);

        $this->post('/admin/recenzii/'.$review->id.'/respingere', ['reason' => 'Recenzia conține cuvinte jignitoare.'])->assertSessionHasNoErrors();

        $this->assertSame(ReviewStatus::Rejected, $review->refresh()->status);
        $this->assertSame('Recenzia conține cuvinte jignitoare.', $review->reject_reason);
        $this->assertSame(0, $this->white->refresh()->rating_count);
        $this->assertNull($this->white->rating_average);
        Mail::assertQueued(ReviewModeratedMail::class, fn (ReviewModeratedMail $mail): bool => $mail->kind === ReviewModeratedMail::REJECTED
            && str_contains($mail->render(), 'Recenzia conține cuvinte jignitoare.'));
        // The author sees the reason beside their own review.
        $this->actingAs($ion)->getJson('/recenzii/'.$this->black->id.'/ale-mele')
            ->assertJsonPath('own.status', 'rejected')->assertJsonPath('own.reject_reason', 'Recenzia conține cuvinte jignitoare.');
        $this->assertSame(1, AuditEntry::query()->where('action', 'review.reject')->count());
    }

    #[Test]
    public function the_shop_replies_under_a_review_and_the_author_is_told(): void
    {
        $review = $this->review($this->shopper(), $this->single, 3);
        $this->actingAs($this->staff(StaffRole::Editor));

        $this->post('/admin/recenzii/'.$review->id.'/raspuns', ['reply' => ['x']])->assertSessionHasErrors(['reply' => 'Scrieți răspunsul.']);
        $this->post('/admin/recenzii/'.$review->id.'/raspuns', ['reply' => '  Mulțumim, vom verifica!  '])->assertSessionHasNoErrors();

        $this->assertSame('Mulțumim, vom verifica!', $review->refresh()->reply);
        $this->assertNotNull($review->replied_at);
        $this->getJson('/recenzii/'.$this->single->id)->assertJsonPath('reviews.0.reply.text', 'Mulțumim, vom verifica!');
        Mail::assertQueued(ReviewModeratedMail::class, fn (ReviewModeratedMail $mail): bool => $mail->kind === ReviewModeratedMail::REPLIED
            && str_contains($mail->render(), 'Mulțumim, vom verifica!'));
        $this->assertSame(1, AuditEntry::query()->where('action', 'review.reply')->count());
    }

    #[Test]
    public function the_warehouse_and_shoppers_cannot_moderate(): void
    {
        $review = $this->review($this->shopper(), $this->black, 5, ReviewStatus::Pending);

        $this->actingAs($this->staff(StaffRole::Warehouse))->post('/admin/recenzii/'.$review->id.'/publicare')->assertForbidden();
        $this->actingAs($this->shopper('Ana Rusu'))->post('/admin/recenzii/'.$review->id.'/publicare')->assertForbidden();
        $this->assertSame(ReviewStatus::Pending, $review->refresh()->status);
        $this->actingAs($this->staff())->post('/admin/recenzii/999999/publicare')->assertNotFound();
        Mail::assertNothingQueued();
    }
}
