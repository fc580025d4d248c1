<?php

declare(strict_types=1);

namespace Tests\Feature\Newsletter;

use App\Actions\Newsletter\SubscribeToNewsletter;
use App\Infrastructure\Security\ClientContext;
use App\Mail\Newsletter\NewsletterConfirmation;
use App\Models\NewsletterSubscription;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class NewsletterTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
    }

    /**
     * The confirmation and unsubscribe links of the last confirmation mail, as relative paths.
     *
     * @return array{confirm: string, unsubscribe: string, html: string, text: string}
     */
    private function lastMail(string $email): array
    {
        $mails = Mail::queued(NewsletterConfirmation::class, static fn (NewsletterConfirmation $mail): bool => $mail->hasTo($email));
        $this->assertNotEmpty($mails, 'No confirmation mail to '.$email);
        /** @var NewsletterConfirmation $mail */
        $mail = $mails->last();
        $html = $mail->render();
        preg_match('#href="https?://[^/"]+(/(?:ru/)?newsletter/confirmare/[A-Za-z0-9]+)"#', $html, $confirm);
        preg_match('#href="https?://[^/"]+(/(?:ru/)?newsletter/dezabonare/[0-9a-f\-]+)"#', $html, $unsubscribe);
        $this->assertArrayHasKey(1, $confirm);
        $this->assertArrayHasKey(1, $unsubscribe);
        [$textView] = [$mail->content()->text];
        $text = view((string) $textView, $mail->content()->with)->render();

        return ['confirm' => $confirm[1], 'unsubscribe' => $unsubscribe[1], 'html' => $html, 'text' => $text];
    }

    #[Test]
    public function subscribing_keeps_the_address_unconfirmed_and_mails_a_link_that_confirms_it_once(): void
    {
        $this->from('/promotii')->post('/newsletter', ['email' => '  Ana@Example.md '])
            ->assertRedirect('/promotii')->assertSessionHasNoErrors();

        $subscription = NewsletterSubscription::query()->sole();
        $this->assertSame(['ana@example.md', 'ro', null], [$subscription->email, $subscription->locale, $subscription->confirmed_at]);
        $mail = $this->lastMail('ana@example.md');
        $this->assertStringStartsWith('/newsletter/confirmare/', $mail['confirm']);
        $this->assertStringContainsString('Confirm abonarea', $mail['html']);
        $this->assertStringContainsString($mail['confirm'], $mail['text']);
        $this->assertNotSame($subscription->confirm_token, substr($mail['confirm'], strlen('/newsletter/confirmare/')), 'the token is stored hashed');

        $this->get($mail['confirm'])->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('newsletter/show')
            ->where('state', 'confirmed')
            ->where('meta.title', 'Abonare confirmată')
            ->where('email', 'an•@example.md')
            ->where('unsubscribe_url', $mail['unsubscribe'])
            ->etc());
        $this->assertNotNull($subscription->refresh()->confirmed_at);

        $this->get($mail['confirm'])->assertNotFound()->assertInertia(fn (Assert $page) => $page->where('state', 'invalid')->etc());
    }

    #[Test]
    public function a_russian_subscription_gets_a_russian_mail_and_russian_pages(): void
    {
        $this->post('/ru/newsletter', ['email' => 'ivan@example.md'])->assertSessionHasNoErrors();

        $this->assertSame('ru', NewsletterSubscription::query()->sole()->locale);
        $mail = $this->lastMail('ivan@example.md');
        $this->assertStringStartsWith('/ru/newsletter/confirmare/', $mail['confirm']);
        $this->assertStringStartsWith('/ru/newsletter/dezabonare/', $mail['unsubscribe']);
        $this->assertStringContainsString('Подтвердить подписку', $mail['html']);
        $this->assertStringContainsString('<html lang="ru">', $mail['html']);

        $this->get($mail['confirm'])->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('meta.title', 'Подписка подтверждена')->etc());
    }

    #[Test]
    public function subscribing_an_active_address_again_answers_the_same_and_sends_nothing(): void
    {
        $this->post('/newsletter', ['email' => 'ana@example.md']);
        $this->get($this->lastMail('ana@example.md')['confirm'])->assertOk();
        Mail::fake();

        $this->from('/')->post('/newsletter', ['email' => 'ANA@example.md'])->assertRedirect('/')->assertSessionHasNoErrors();
        $this->postJson('/newsletter', ['email' => 'ana@example.md'])->assertStatus(202)
            ->assertJsonPath('message', 'Aproape gata! V-am trimis un e-mail: confirmați abonarea prin linkul din el.');
        $this->postJson('/newsletter', ['email' => 'new@example.md'])->assertStatus(202)
            ->assertJsonPath('message', 'Aproape gata! V-am trimis un e-mail: confirmați abonarea prin linkul din el.');

        Mail::assertQueued(NewsletterConfirmation::class, 1);
        $this->assertNotNull(NewsletterSubscription::query()->where('email', 'ana@example.md')->sole()->confirmed_at);
    }

    #[Test]
    public function a_second_sign_up_before_confirming_sends_a_fresh_link_and_retires_the_old_one(): void
    {
        $this->post('/newsletter', ['email' => 'ana@example.md']);
        $first = $this->lastMail('ana@example.md')['confirm'];
        $this->post('/ru/newsletter', ['email' => 'ana@example.md']);
        $second = $this->lastMail('ana@example.md')['confirm'];

        $this->assertNotSame($first, $second);
        $this->assertSame(1, NewsletterSubscription::query()->count());
        $this->get($first)->assertNotFound();
        $this->get($second)->assertOk();
        $this->assertSame('ru', NewsletterSubscription::query()->sole()->locale);
    }

    #[Test]
    public function unsubscribing_asks_first_then_takes_the_address_off_and_it_can_come_back(): void
    {
        $this->post('/newsletter', ['email' => 'ana@example.md']);
        $mail = $this->lastMail('ana@example.md');
        $this->get($mail['confirm'])->assertOk();

        $this->get($mail['unsubscribe'])->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('state', 'unsubscribe')->where('meta.title', 'Dezabonare de la newsletter')->etc());
        $this->assertNull(NewsletterSubscription::query()->sole()->unsubscribed_at, 'opening the link changes nothing');

        $this->post($mail['unsubscribe'])->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('state', 'unsubscribed')->where('meta.title', 'V-ați dezabonat')->etc());
        $this->assertNotNull(NewsletterSubscription::query()->sole()->unsubscribed_at);
        $this->get($mail['unsubscribe'])->assertOk()->assertInertia(fn (Assert $page) => $page->where('state', 'unsubscribed')->etc());
        // The old confirmation link cannot put the address back.
        $this->get($mail['confirm'])->assertNotFound();

        $this->post('/newsletter', ['email' => 'ana@example.md']);
        $again = $this->lastMail('ana@example.md');
        $this->get($again['confirm'])->assertOk();
        $subscription = NewsletterSubscription::query()->sole();
        $this->assertNull($subscription->unsubscribed_at);
        $this->assertNotNull($subscription->confirmed_at);
    }

    #[Test]
    public function a_tampered_unsubscribe_link_reaches_nobody(): void
    {
        $this->post('/newsletter', ['email' => 'ana@example.md']);
        $this->post('/newsletter', ['email' => 'bob@example.md']);
        $ana = NewsletterSubscription::query()->where('email', 'ana@example.md')->sole();
        $bob = NewsletterSubscription::query()->where('email', 'bob@example.md')->sole();
        $forged = $bob->id.'-'.substr($ana->unsubscribeToken(), strlen((string) $ana->id) + 1);

        $this->get('/ru/newsletter/dezabonare/'.$forged)->assertNotFound()->assertInertia(fn (Assert $page) => $page
            ->where('state', 'invalid')->where('meta.title', 'Недействительная ссылка')->etc());
        $this->post('/newsletter/dezabonare/'.$forged)->assertNotFound();
        $this->get('/newsletter/dezabonare/abc')->assertNotFound();
        $this->get('/newsletter/confirmare/'.str_repeat('a', 40))->assertNotFound();
        $this->assertSame(0, NewsletterSubscription::query()->whereNotNull('unsubscribed_at')->count());
    }

    /**
     * @return array<string, array{mixed, string, string}>
     */
    public static function badEmails(): array
    {
        $invalid = ['Adresa de e-mail nu este validă. Verificați-o, de exemplu nume@exemplu.md.', 'Адрес e-mail некорректен. Проверьте его, например name@example.md.'];

        return [
            'empty' => ['', 'Introduceți adresa de e-mail.', 'Введите адрес e-mail.'],
            'no domain' => ['ana@', ...$invalid],
            'no at sign' => ['ana.example.md', ...$invalid],
            'too long' => [str_repeat('a', 190).'@example.md', ...$invalid],
            'a list' => [['ana@example.md'], ...$invalid],
        ];
    }

    #[Test]
    #[DataProvider('badEmails')]
    public function an_invalid_address_gets_a_clear_message_in_the_boxs_own_error_bag(mixed $email, string $romanian, string $russian): void
    {
        $this->from('/')->post('/newsletter', ['email' => $email])->assertRedirect('/')
            ->assertSessionHasErrors(['email' => $romanian], errorBag: 'newsletter');
        $this->from('/ru')->post('/ru/newsletter', ['email' => $email])->assertRedirect('/ru')
            ->assertSessionHasErrors(['email' => $russian], errorBag: 'newsletter');
        $this->postJson('/newsletter', ['email' => $email])->assertStatus(422)->assertJsonPath('errors.email.0', $romanian);

        $this->assertSame(0, NewsletterSubscription::query()->count());
        Mail::assertNothingQueued();
    }

    #[Test]
    public function one_visitor_is_limited_to_a_few_sign_ups(): void
    {
        foreach (range(1, config()->integer('rate_limits.newsletter.attempts')) as $n) {
            $this->post('/newsletter', ['email' => "user$n@example.md"])->assertSessionHasNoErrors();
        }

        $this->from('/')->post('/newsletter', ['email' => 'late@example.md'])
            ->assertSessionHasErrors(['email' => 'Prea multe încercări. Încercați din nou peste 10 min.'], errorBag: 'newsletter');
        $this->from('/ru')->post('/ru/newsletter', ['email' => 'late@example.md'])
            ->assertSessionHasErrors(['email' => 'Слишком много попыток. Попробуйте снова через 10 мин.'], errorBag: 'newsletter');
        $this->postJson('/newsletter', ['email' => 'late@example.md'])->assertStatus(429);
        $this->assertSame(0, NewsletterSubscription::query()->where('email', 'late@example.md')->count());
    }

    #[Test]
    public function one_address_gets_at_most_a_few_confirmation_mails_an_hour_and_its_last_link_keeps_working(): void
    {
        $subscribe = app(SubscribeToNewsletter::class);
        foreach (range(1, config()->integer('rate_limits.newsletter-mail.attempts') + 2) as $ignored) {
            $subscribe->handle('ana@example.md', 'ro', ClientContext::of(request()));
        }

        Mail::assertQueued(NewsletterConfirmation::class, config()->integer('rate_limits.newsletter-mail.attempts'));
        $this->get($this->lastMail('ana@example.md')['confirm'])->assertOk();
    }

    #[Test]
    public function the_mail_carries_a_list_unsubscribe_header(): void
    {
        $this->post('/newsletter', ['email' => 'ana@example.md']);
        $mail = $this->lastMail('ana@example.md');

        Mail::assertQueued(NewsletterConfirmation::class, fn (NewsletterConfirmation $m): bool => str_contains($m->headers()->text['List-Unsubscribe'], $mail['unsubscribe']));
    }
}
