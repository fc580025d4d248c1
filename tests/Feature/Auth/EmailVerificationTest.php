<?php

declare(strict_types=1);

namespace Tests\Feature\Auth;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Auth\Events\Verified;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

final class EmailVerificationTest extends AccountTestCase
{
    /** @return array<string, array{string, string}> */
    public static function languages(): array
    {
        return ['ro' => ['ro', ''], 'ru' => ['ru', '/ru']];
    }

    private function mailedLink(User $user): string
    {
        $url = null;
        Mail::fake();
        $user->sendEmailVerificationNotification();
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail) use (&$url): bool {
            preg_match('#https?://[^"\s]+/cont/verificare-email/[^"\s]+#', $mail->render(), $match);
            $url = html_entity_decode($match[0] ?? '');

            return $mail->kind === AccountMail::VERIFY;
        });

        return (string) $url;
    }

    #[Test]
    #[DataProvider('languages')]
    public function unverified_people_are_sent_from_verified_only_pages_to_the_notice(string $locale, string $prefix): void
    {
        $user = User::factory()->unverified()->create();
        $this->actingAs($user);

        $this->get($prefix.'/cont')->assertRedirect($prefix.'/cont/verificare-email');
        $this->get($prefix.'/cont/setari/tokenuri-api')->assertRedirect($prefix.'/cont/verificare-email');
        $this->getJson($prefix.'/cont')->assertStatus(403);
        $this->get($prefix.'/cont/verificare-email')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('auth/verify-email')->where('email', $user->email)->where('linkInvalid', false)->etc());
        // Fixing the address does not need a verified one.
        $this->get($prefix.'/cont/setari/profil')->assertOk();
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_mailed_link_verifies_the_address_once(string $locale, string $prefix): void
    {
        Event::fake([Verified::class]);
        $user = User::factory()->unverified()->create(['locale' => $locale]);
        $link = $this->mailedLink($user);
        $this->assertStringContainsString(url($prefix.'/cont/verificare-email/'.$user->id.'/'), $link);

        $this->actingAs($user)->get($link)->assertRedirect($prefix.'/cont')->assertSessionHas('status');
        $this->assertTrue($user->fresh()?->hasVerifiedEmail());
        // The test guard keeps the model it was given; a real request loads the person afresh.
        $this->actingAs($user->fresh() ?? $user)->get($prefix.'/cont')->assertOk();

        $this->get($link)->assertRedirect($prefix.'/cont');
        Event::assertDispatchedTimes(Verified::class, 1);
    }

    #[Test]
    public function the_link_works_in_a_browser_that_is_not_signed_in(): void
    {
        $user = User::factory()->unverified()->create();
        $this->get($this->mailedLink($user))->assertRedirect('/autentificare');
        $this->assertTrue($user->fresh()?->hasVerifiedEmail());
    }

    #[Test]
    #[DataProvider('languages')]
    public function an_expired_or_altered_link_is_refused(string $locale, string $prefix): void
    {
        $user = User::factory()->unverified()->create(['locale' => $locale]);
        $link = $this->mailedLink($user);

        $this->get(str_replace('/'.sha1($user->email), '/'.sha1('other@example.md'), $link))->assertForbidden();
        $this->travel(61)->minutes();
        $this->actingAs($user)->get($link)->assertForbidden()
            ->assertInertia(fn (Assert $page) => $page->component('auth/verify-email')->where('linkInvalid', true)->etc());
        $this->assertFalse($user->fresh()?->hasVerifiedEmail());
    }

    #[Test]
    public function someone_elses_link_does_not_verify_while_signed_in_as_another_person(): void
    {
        $owner = User::factory()->unverified()->create();
        $link = $this->mailedLink($owner);

        $this->actingAs(User::factory()->create())->get($link)->assertForbidden();
        $this->assertFalse($owner->fresh()?->hasVerifiedEmail());
    }

    #[Test]
    public function the_link_can_be_sent_again_once_a_minute(): void
    {
        Mail::fake();
        $user = User::factory()->unverified()->create();
        $this->actingAs($user);

        $this->post('/ru/cont/verificare-email')->assertRedirect()->assertSessionHas('status', 'Новая ссылка для подтверждения отправлена.');
        Mail::assertQueued(AccountMail::class, 1);

        $this->withHeaders($this->inertia())->post('/ru/cont/verificare-email')->assertStatus(429)
            ->assertJsonPath('component', 'auth/verify-email')
            ->assertJsonPath('props.errors.email', fn (string $m): bool => str_starts_with($m, 'Слишком много попыток'));
        Mail::assertQueued(AccountMail::class, 1);

        $this->travel(61)->seconds();
        $this->post('/ru/cont/verificare-email')->assertSessionHas('status');
        Mail::assertQueued(AccountMail::class, 2);
    }

    #[Test]
    public function verified_people_skip_the_notice(): void
    {
        $this->actingAs(User::factory()->create())->get('/cont/verificare-email')->assertRedirect('/cont');
    }
}
