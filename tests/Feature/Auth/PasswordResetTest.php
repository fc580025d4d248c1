<?php

declare(strict_types=1);

namespace Tests\Feature\Auth;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

final class PasswordResetTest extends AccountTestCase
{
    /** @return array<string, array{string, string, string}> */
    public static function languages(): array
    {
        return [
            'ro' => ['ro', '', 'Linkul pentru resetarea parolei nu este valid sau a expirat.'],
            'ru' => ['ru', '/ru', 'Ссылка для сброса пароля недействительна или устарела.'],
        ];
    }

    private function requestLink(string $prefix, string $email): string
    {
        $token = null;
        Mail::fake();
        $this->post($prefix.'/parola-uitata', ['email' => $email])->assertSessionHas('status');
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail) use (&$token): bool {
            $token = $mail->token;

            return $mail->kind === AccountMail::RESET;
        });

        return (string) $token;
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_mailed_link_sets_a_new_password_and_signs_the_person_in(string $locale, string $prefix): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md', 'locale' => $locale]);
        $this->get($prefix.'/parola-uitata')->assertOk()->assertInertia(fn (Assert $page) => $page->component('auth/forgot-password')->etc());

        $token = $this->requestLink($prefix, 'Ana@example.md');
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->hasTo('ana@example.md')
            && str_contains($mail->render(), $prefix.'/resetare-parola/'.$token.'?email=ana%40example.md'));

        $this->get($prefix.'/resetare-parola/'.$token.'?email=ana%40example.md')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('auth/reset-password')->where('token', $token)->where('email', 'ana@example.md')->etc());

        $this->post($prefix.'/resetare-parola', ['token' => $token, 'email' => 'ana@example.md', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertRedirect($prefix.'/cont');
        $this->assertAuthenticatedAs($user);
        $this->assertTrue(Hash::check('new passphrase', (string) $user->fresh()?->password));

        // The link is spent.
        $this->post($prefix.'/iesire');
        $this->post($prefix.'/resetare-parola', ['token' => $token, 'email' => 'ana@example.md', 'password' => 'third passphrase', 'password_confirmation' => 'third passphrase'])
            ->assertSessionHasErrors('email');
    }

    #[Test]
    #[DataProvider('languages')]
    public function an_expired_link_is_refused_in_the_shoppers_language(string $locale, string $prefix, string $message): void
    {
        User::factory()->create(['email' => 'ana@example.md']);
        $token = $this->requestLink($prefix, 'ana@example.md');

        $this->travel(61)->minutes();
        $this->post($prefix.'/resetare-parola', ['token' => $token, 'email' => 'ana@example.md', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertSessionHasErrors(['email' => $message]);
        $this->assertGuest();
        $this->assertTrue(Hash::check('password', (string) User::query()->firstOrFail()->password));
    }

    #[Test]
    public function an_unknown_address_gets_the_same_answer_and_no_mail(): void
    {
        Mail::fake();
        User::factory()->create(['email' => 'ana@example.md']);

        $known = $this->post('/parola-uitata', ['email' => 'ana@example.md'])->assertSessionHasNoErrors();
        $knownStatus = session('status');
        $this->post('/parola-uitata', ['email' => 'nobody@example.md'])->assertSessionHasNoErrors()->assertSessionHas('status', $knownStatus);
        Mail::assertQueued(AccountMail::class, 1);
        $this->post('/resetare-parola', ['token' => 'x', 'email' => 'nobody@example.md', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertSessionHasErrors(['email' => 'Linkul pentru resetarea parolei nu este valid sau a expirat.']);
    }

    #[Test]
    public function link_requests_are_limited_per_address_and_ip(): void
    {
        Mail::fake();
        for ($i = 0; $i < 3; $i++) {
            $this->post('/ru/parola-uitata', ['email' => 'ana@example.md'])->assertSessionHasNoErrors();
        }

        $this->withHeaders($this->inertia())->post('/ru/parola-uitata', ['email' => 'ana@example.md'])
            ->assertStatus(429)
            ->assertJsonPath('component', 'auth/forgot-password')
            ->assertJsonPath('props.errors.email', fn (string $m): bool => str_starts_with($m, 'Слишком много попыток'));
    }

    #[Test]
    public function with_two_factor_on_the_reset_leads_to_the_challenge_not_into_the_account(): void
    {
        [$user, $codes] = $this->userWithTwoFactor(['email' => 'ana@example.md']);
        $token = $this->requestLink('', 'ana@example.md');

        $this->post('/resetare-parola', ['token' => $token, 'email' => 'ana@example.md', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertRedirect('/autentificare/cod');
        $this->assertGuest();
        $this->post('/autentificare/cod', ['recovery_code' => $codes[0]])->assertRedirect('/cont');
        $this->assertAuthenticatedAs($user);
    }

    #[Test]
    public function the_new_password_follows_the_same_rules_as_at_registration(): void
    {
        User::factory()->create(['email' => 'ion.rusu@example.md']);
        $token = $this->requestLink('/ru', 'ion.rusu@example.md');

        foreach ([['q1w2e3r4t5', 'Этот пароль — один из самых распространённых'], ['Ion.Rusu is me', 'Пароль не должен содержать имя'], ['ninechars', 'пароль']] as [$password, $message]) {
            $this->from('/ru/resetare-parola/'.$token)->post('/ru/resetare-parola', ['token' => $token, 'email' => 'ion.rusu@example.md', 'password' => $password, 'password_confirmation' => $password])
                ->assertSessionHasErrors('password');
            $this->assertStringContainsString($message, (string) session('errors')->first('password'));
        }
        $this->assertTrue(Hash::check('password', (string) User::query()->firstOrFail()->password));
    }
}
