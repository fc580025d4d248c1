<?php

declare(strict_types=1);

namespace Tests\Feature\Settings;

use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Services\Auth\Totp;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

final class TwoFactorTest extends AccountTestCase
{
    /** @return array<string, array{string, string, string}> */
    public static function languages(): array
    {
        return [
            'ro' => ['ro', '', 'Codul nu este corect sau a fost deja folosit.'],
            'ru' => ['ru', '/ru', 'Код неверный или уже использован.'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_settings_ask_for_the_password_first(string $locale, string $prefix): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->get($prefix.'/cont/setari/doi-factori')->assertRedirect($prefix.'/confirmare-parola');
        $this->post($prefix.'/confirmare-parola', ['password' => 'wrong'])->assertSessionHasErrors('password');
        $this->post($prefix.'/confirmare-parola', ['password' => 'password'])->assertRedirect(url($prefix.'/cont/setari/doi-factori'));
        $this->get($prefix.'/cont/setari/doi-factori')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('settings/two-factor')->where('enabled', false)->where('setup', null)->etc());
    }

    #[Test]
    #[DataProvider('languages')]
    public function enabling_shows_the_key_and_needs_a_right_code_then_shows_the_recovery_codes_once(string $locale, string $prefix, string $invalid): void
    {
        Mail::fake();
        $user = User::factory()->create(['locale' => $locale]);
        $this->actingAs($user)->withConfirmedPassword();

        $this->post($prefix.'/cont/setari/doi-factori')->assertRedirect($prefix.'/cont/setari/doi-factori');
        $secret = (string) $user->fresh()?->two_factor_secret;
        $this->assertMatchesRegularExpression('/^[A-Z2-7]{32}$/', $secret);
        // Encrypted at rest.
        $stored = (string) DB::table('users')->where('id', $user->id)->value('two_factor_secret');
        $this->assertStringNotContainsString($secret, $stored);
        $this->assertSame($secret, decrypt($stored, false));

        $this->get($prefix.'/cont/setari/doi-factori')->assertInertia(fn (Assert $page) => $page
            ->where('enabled', false)
            ->where('setup.secret', $secret)
            ->where('setup.uri', fn (string $uri): bool => str_starts_with($uri, 'otpauth://totp/') && str_contains($uri, 'secret='.$secret))
            ->etc());

        $wrong = Totp::codeAt($secret, Totp::step(now()->getTimestamp()) + 5);
        $this->post($prefix.'/cont/setari/doi-factori/confirmare', ['code' => $wrong])->assertSessionHasErrors(['code' => $invalid]);
        $this->assertFalse($user->fresh()?->hasTwoFactorEnabled());

        $this->post($prefix.'/cont/setari/doi-factori/confirmare', ['code' => Totp::codeAt($secret, Totp::step(now()->getTimestamp()))])
            ->assertRedirect($prefix.'/cont/setari/doi-factori');
        $this->assertTrue($user->fresh()?->hasTwoFactorEnabled());

        $this->get($prefix.'/cont/setari/doi-factori')->assertInertia(fn (Assert $page) => $page
            ->where('enabled', true)->where('setup', null)->where('recoveryCodes', fn ($codes): bool => count($codes) === 8)->where('recoveryCodesLeft', 8)->etc());
        $this->get($prefix.'/cont/setari/doi-factori')->assertInertia(fn (Assert $page) => $page->where('recoveryCodes', null)->etc());
        $this->assertSame(8, DB::table('two_factor_recovery_codes')->where('user_id', $user->id)->count());

        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::TWO_FACTOR_ENABLED && $mail->hasTo($user->email));
    }

    #[Test]
    #[DataProvider('languages')]
    public function login_asks_for_a_code_and_a_code_works_once(string $locale, string $prefix, string $invalid): void
    {
        [$user] = $this->userWithTwoFactor(['email' => 'ana@example.md']);

        $this->post($prefix.'/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect($prefix.'/autentificare/cod');
        $this->assertGuest();
        $this->get($prefix.'/cont')->assertRedirect($prefix.'/autentificare');
        $this->get($prefix.'/autentificare/cod')->assertOk()->assertInertia(fn (Assert $page) => $page->component('auth/two-factor-challenge')->etc());

        $code = $this->currentCode($user);
        $before = session()->getId();
        $this->post($prefix.'/autentificare/cod', ['code' => $code])->assertRedirect($prefix.'/cont');
        $this->assertAuthenticatedAs($user);
        $this->assertNotSame($before, session()->getId());

        // The same code, on a new login, is refused: its time-step is used.
        $this->post($prefix.'/iesire');
        $this->post($prefix.'/autentificare', ['email' => 'ana@example.md', 'password' => 'password']);
        $this->post($prefix.'/autentificare/cod', ['code' => $code])->assertSessionHasErrors(['code' => $invalid]);
        $this->assertGuest();
        // So is the previous step's code, now older than the one used.
        $this->post($prefix.'/autentificare/cod', ['code' => $this->currentCode($user, -1)])->assertSessionHasErrors('code');
        // The next step's code (clock drift) passes.
        $this->post($prefix.'/autentificare/cod', ['code' => $this->currentCode($user, 1)])->assertRedirect($prefix.'/cont');
    }

    #[Test]
    public function a_recovery_code_works_once(): void
    {
        [$user, $codes] = $this->userWithTwoFactor(['email' => 'ana@example.md']);

        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password']);
        $this->post('/autentificare/cod', ['recovery_code' => strtoupper($codes[0])])->assertRedirect('/cont');
        $this->assertAuthenticatedAs($user);
        $this->assertSame(7, $user->recoveryCodes()->count());

        $this->post('/iesire');
        $this->post('/ru/autentificare', ['email' => 'ana@example.md', 'password' => 'password']);
        $this->post('/ru/autentificare/cod', ['recovery_code' => $codes[0]])
            ->assertSessionHasErrors(['recovery_code' => 'Код восстановления неверный или уже использован.']);
        $this->assertGuest();
    }

    #[Test]
    public function the_sixth_wrong_code_gets_429_on_the_form(): void
    {
        [$user] = $this->userWithTwoFactor(['email' => 'ana@example.md']);
        $this->post('/ru/autentificare', ['email' => 'ana@example.md', 'password' => 'password']);
        for ($i = 0; $i < 5; $i++) {
            $this->post('/ru/autentificare/cod', ['code' => '000000'])->assertSessionHasErrors('code');
        }

        $this->withHeaders($this->inertia())->post('/ru/autentificare/cod', ['code' => $this->currentCode($user)])
            ->assertStatus(429)
            ->assertJsonPath('component', 'auth/two-factor-challenge')
            ->assertJsonPath('props.errors.code', fn (string $m): bool => str_starts_with($m, 'Слишком много попыток'));
        $this->assertGuest();
    }

    #[Test]
    public function the_challenge_needs_the_password_step_first(): void
    {
        $this->get('/autentificare/cod')->assertRedirect('/autentificare');
        $this->post('/autentificare/cod', ['code' => '123456'])->assertSessionHasErrors('code');
        $this->assertGuest();

        [$user] = $this->userWithTwoFactor(['email' => 'ana@example.md']);
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password']);
        $this->travel(11)->minutes();
        $this->post('/autentificare/cod', ['code' => $this->currentCode($user)])->assertSessionHasErrors('code');
        $this->assertGuest();
    }

    #[Test]
    public function new_recovery_codes_replace_the_old_ones(): void
    {
        Mail::fake();
        [$user, $old] = $this->userWithTwoFactor(['email' => 'ana@example.md']);
        $this->actingAs($user)->withConfirmedPassword();

        $this->post('/cont/setari/doi-factori/coduri')->assertRedirect('/cont/setari/doi-factori');
        $new = session('recovery_codes');
        $this->assertCount(8, $new);
        $this->assertEmpty(array_intersect($old, $new));
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::RECOVERY_CODES);

        $this->post('/iesire');
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password']);
        $this->post('/autentificare/cod', ['recovery_code' => $old[1]])->assertSessionHasErrors('recovery_code');
        $this->post('/autentificare/cod', ['recovery_code' => $new[1]])->assertRedirect('/cont');
    }

    #[Test]
    #[DataProvider('languages')]
    public function disabling_needs_a_confirmed_password_and_mails_the_owner_in_their_language(string $locale, string $prefix): void
    {
        Mail::fake();
        [$user] = $this->userWithTwoFactor(['locale' => $locale]);

        $this->actingAs($user)->delete($prefix.'/cont/setari/doi-factori')->assertRedirect($prefix.'/confirmare-parola');
        $this->assertTrue($user->fresh()?->hasTwoFactorEnabled());

        $this->withConfirmedPassword()->delete($prefix.'/cont/setari/doi-factori')->assertRedirect($prefix.'/cont/setari/doi-factori');
        $fresh = $user->fresh();
        $this->assertFalse($fresh?->hasTwoFactorEnabled());
        $this->assertNull($fresh?->two_factor_secret);
        $this->assertSame(0, $user->recoveryCodes()->count());

        $subject = $locale === 'ro' ? 'Verificarea în doi pași a fost dezactivată' : 'Двухэтапная проверка выключена';
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail) use ($subject, $user): bool {
            $html = $mail->render();

            return $mail->kind === AccountMail::TWO_FACTOR_DISABLED && $mail->hasTo($user->email) && str_contains($html, $subject);
        });
    }

    #[Test]
    public function the_password_confirmation_lasts_for_the_configured_time(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user)->withConfirmedPassword()->get('/cont/setari/doi-factori')->assertOk();

        $this->travel(3)->hours();
        $this->get('/cont/setari/doi-factori')->assertRedirect('/confirmare-parola');
    }
}
