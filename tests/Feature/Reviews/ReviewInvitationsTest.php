<?php

declare(strict_types=1);

namespace Tests\Feature\Reviews;

use App\Enums\OrderStatus;
use App\Enums\ReviewStatus;
use App\Mail\Reviews\ReviewInvitationMail;
use App\Models\Order;
use App\Models\Product;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * `reviews:invite`: the customer of an order completed `reviews.invite_after_days` ago is invited once, in the order's
 * language, to review each family it brought; never before, never twice, never for an open or cancelled order, an
 * old one, or an address that opted out by the invitation's one-click signed link.
 */
final class ReviewInvitationsTest extends TestCase
{
    use MakesReviews;
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeCatalogue();
        Mail::fake();
        config(['reviews.invite_after_days' => 5, 'reviews.invite_within_days' => 30]);
    }

    private function order(OrderStatus $status, int $daysAgo, string $email, string $locale = 'ro', ?Product $product = null): Order
    {
        $order = Order::factory()->status($status)->withLine($product ?? $this->black)->createOne(['email' => $email, 'locale' => $locale, 'name' => 'Ion Popescu']);
        $order->forceFill(['status_changed_at' => now()->subDays($daysAgo)])->save();

        return $order;
    }

    #[Test]
    public function a_customer_is_invited_once_a_few_days_after_completion_in_the_orders_language(): void
    {
        $due = $this->order(OrderStatus::Completed, 6, 'ion@example.md', 'ru');
        $due->lines()->create(['product_id' => $this->white->id, 'sku' => 'P18-WHITE', 'name' => $this->white->name, 'slug' => 'p18-white', 'unit_price' => 100, 'quantity' => 1, 'line_total' => 100]);
        $due->lines()->create(['product_id' => $this->single->id, 'sku' => 'CASE-1', 'name' => $this->single->name, 'slug' => 'case-1', 'unit_price' => 100, 'quantity' => 1, 'line_total' => 100]);
        $this->order(OrderStatus::Completed, 2, 'recent@example.md');
        $this->order(OrderStatus::Completed, 60, 'old@example.md');
        $this->order(OrderStatus::Shipped, 6, 'shipped@example.md');
        $this->order(OrderStatus::Cancelled, 6, 'cancelled@example.md');

        $this->artisan('reviews:invite')->expectsOutput('Sent 1 review invitations.')->assertSuccessful();
        $this->artisan('reviews:invite')->expectsOutput('Sent 0 review invitations.')->assertSuccessful();

        Mail::assertQueuedCount(1);
        Mail::assertQueued(ReviewInvitationMail::class, function (ReviewInvitationMail $mail) use ($due): bool {
            $this->assertTrue($mail->hasTo('ion@example.md'));
            $this->assertSame('ru', $mail->locale);
            // The family once (two variants bought), and the case.
            $this->assertSame(['p18-black', 'case-1'], array_column($mail->items, 'slug'));
            $html = $mail->render();
            $this->assertStringContainsString('Как вам товары из заказа '.$due->number, $html);
            $this->assertStringContainsString('/ru/produs/p18-black#reviews', $html);
            $this->assertStringContainsString('/ru/recenzii/invitatii/dezabonare?email=ion%40example.md', $html);

            return true;
        });
        $this->assertNotNull($due->refresh()->review_invited_at);
    }

    #[Test]
    public function the_invitations_are_sent_hourly_by_one_server(): void
    {
        $event = collect(app(\Illuminate\Console\Scheduling\Schedule::class)->events())
            ->first(fn (\Illuminate\Console\Scheduling\Event $event): bool => str_contains((string) $event->command, 'reviews:invite'));

        $this->assertNotNull($event);
        $this->assertSame('0 * * * *', $event->expression);
        $this->assertTrue($event->onOneServer);
    }

    #[Test]
    public function the_one_click_link_stops_the_invitations_and_a_changed_link_does_nothing(): void
    {
        $url = ReviewInvitationMail::unsubscribeUrl('Ana@Example.md', 'ro');

        $this->get(str_replace('ana%40example.md', 'eve%40example.md', $url))->assertForbidden()
            ->assertInertia(fn (Assert $page) => $page->component('reviews/unsubscribed')->where('state', 'invalid'));
        $this->get('/recenzii/invitatii/dezabonare?email[]=x')->assertForbidden();
        $this->assertDatabaseCount('review_invitation_optouts', 0);

        $this->get($url)->assertOk()->assertHeader('Cache-Control', 'no-store, private')
            ->assertInertia(fn (Assert $page) => $page->component('reviews/unsubscribed')->where('state', 'unsubscribed')
                ->where('meta.title', 'Nu vă mai trimitem invitații la recenzii'));
        $this->get($url)->assertOk();
        $this->get(ReviewInvitationMail::unsubscribeUrl('ana@example.md', 'ru'))->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('meta.title', 'Мы больше не пришлём приглашений оставить отзыв'));
        $this->assertDatabaseCount('review_invitation_optouts', 1);

        $this->order(OrderStatus::Completed, 6, 'ANA@example.md');
        $this->artisan('reviews:invite')->expectsOutput('Sent 0 review invitations.');
        Mail::assertNothingQueued();
    }

    #[Test]
    public function a_mail_clients_one_click_post_stops_the_invitations_without_a_session(): void
    {
        $url = ReviewInvitationMail::unsubscribeUrl('ion@example.md', 'ro');
        $headers = (new ReviewInvitationMail('ion@example.md', 'Ion', 'ES-2611-000001', [], 'ro'))->headers()->text;
        $this->assertSame('<'.$url.'>', $headers['List-Unsubscribe']);
        $this->assertSame('List-Unsubscribe=One-Click', $headers['List-Unsubscribe-Post']);

        // RFC 8058: a POST of `List-Unsubscribe=One-Click` to the link, no cookie, no CSRF token.
        $this->post(str_replace('ion%40example.md', 'eve%40example.md', $url), ['List-Unsubscribe' => 'One-Click'])->assertForbidden();
        $this->assertDatabaseCount('review_invitation_optouts', 0);
        $this->post($url, ['List-Unsubscribe' => 'One-Click'])->assertOk();
        $this->assertDatabaseCount('review_invitation_optouts', 1);
    }

    #[Test]
    public function what_the_account_has_reviewed_is_not_asked_again_and_an_order_with_nothing_left_gets_no_mail(): void
    {
        $ion = $this->shopper();
        $this->review($ion, $this->white, 5, ReviewStatus::Pending);
        $order = Order::factory()->status(OrderStatus::Completed)->withLine($this->black)->createOne(['user_id' => $ion->id, 'email' => 'ion@example.md']);
        $order->forceFill(['status_changed_at' => now()->subDays(6)])->save();

        $this->artisan('reviews:invite')->expectsOutput('Sent 0 review invitations.');

        Mail::assertNothingQueued();
        // Claimed all the same: it is not looked at again.
        $this->assertNotNull($order->refresh()->review_invited_at);
    }
}
