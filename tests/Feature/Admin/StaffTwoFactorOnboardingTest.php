<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\StaffRole;
use App\Http\Middleware\RequirePasswordConfirmation;
use App\Mail\Staff\StaffInvitationMail;
use App\Models\User;
use App\Services\Auth\Totp;
use App\Services\Auth\TwoFactorCodes;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Password;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A staff member without two-factor sign-in is set up in the back office itself (/admin/doi-factori): told why in
 * their language, asked for no password again right after setting it from the invitation (but after the usual
 * timeout, or after an ordinary sign-in), and sent on to the admin page they wanted once the codes are saved.
 */
final class StaffTwoFactorOnboardingTest extends TestCase
{
    use RefreshDatabase;

    private const PASSWORD = 'o parolă nouă și lungă';

    /** An owner's invitation, and the invitee's set-password request from the mailed link: now signed in. */
    private function invitedAndPasswordSet(string $locale = 'ru'): User
    {
        Mail::fake();
        $owner = User::factory()->staff(StaffRole::Owner)->createOne();
        $this->actingAs($owner)->post('/admin/personal', ['name' => 'Olga', 'email' => 'olga@example.md', 'role' => 'manager', 'locale' => $locale]);
        $token = '';
        Mail::assertQueued(StaffInvitationMail::class, function (StaffInvitationMail $mail) use (&$token): bool {
            $token = $mail->token;

            return true;
        });
        auth()->logout();
        $this->flushSession();

        $this->post(($locale === 'ru' ? '/ru' : '').'/resetare-parola', ['token' => $token, 'email' => 'olga@example.md', 'password' => self::PASSWORD, 'password_confirmation' => self::PASSWORD])
            ->assertRedirect('/admin');

        return User::query()->where('email', 'olga@example.md')->firstOrFail();
    }

    private static function code(User $user): string
    {
        return Totp::codeAt((string) $user->refresh()->two_factor_secret, Totp::step(now()->getTimestamp()));
    }

    #[Test]
    public function from_the_invitation_to_the_back_office_without_a_second_password_prompt(): void
    {
        $olga = $this->invitedAndPasswordSet('ru');
        $this->assertAuthenticatedAs($olga);

        // The back office sends her to its own setup page, which explains in her language; no password prompt.
        $this->get('/admin')->assertRedirect('/admin/doi-factori');
        $this->get('/admin/doi-factori')->assertOk()
            ->assertSee('<html lang="ru"', false)
            ->assertInertia(fn (Assert $page) => $page->component('admin/two-factor/setup')
                ->where('meta.title', 'Двухэтапная проверка')
                ->where('enabled', false)->where('setup', null)->where('recoveryCodes', null)
                ->where('continueTo', '/admin')
                ->where('admin.status', 'Пароль изменён.')
                ->where('translations', fn ($lines): bool => str_starts_with($lines['admin.onboarding.heading'], 'Для администрирования нужна двухэтапная проверка')
                    && str_contains($lines['admin.onboarding.why'], 'одного узнанного кем-то пароля недостаточно')));

        $this->post('/admin/doi-factori')->assertRedirect('/admin/doi-factori');
        $this->get('/admin/doi-factori')->assertInertia(fn (Assert $page) => $page->where('setup.secret', (string) $olga->refresh()->two_factor_secret)
            ->where('setup.uri', fn (string $uri): bool => str_starts_with($uri, 'otpauth://totp/')));

        // A wrong code is refused beside the field, in Russian; the right one turns it on and shows the codes once.
        $this->post('/admin/doi-factori/confirmare', ['code' => '000000'])->assertSessionHasErrors(['code' => 'Код неверный или уже использован.']);
        $this->assertFalse($olga->refresh()->hasTwoFactorEnabled());
        $this->post('/admin/doi-factori/confirmare', ['code' => self::code($olga)])->assertRedirect('/admin/doi-factori');
        $codes = [];
        $this->get('/admin/doi-factori')->assertOk()->assertInertia(function (Assert $page) use (&$codes): void {
            $page->where('enabled', true)->where('setup', null)->where('continueTo', '/admin')->has('recoveryCodes', 8);
            $codes = $page->toArray()['props']['recoveryCodes'];
        });
        $this->assertTrue($olga->refresh()->hasTwoFactorEnabled());
        $this->get('/admin/doi-factori')->assertInertia(fn (Assert $page) => $page->where('enabled', true)->where('recoveryCodes', null));

        // On to the back office; each recovery code still opens the account once only.
        $this->get('/admin')->assertOk()->assertInertia(fn (Assert $page) => $page->component('admin/dashboard'));
        $this->assertTrue(TwoFactorCodes::useRecoveryCode($olga, $codes[0]));
        $this->assertFalse(TwoFactorCodes::useRecoveryCode($olga, $codes[0]));
    }

    #[Test]
    public function the_setup_goes_on_to_the_admin_page_asked_for(): void
    {
        $this->invitedAndPasswordSet('ro');

        $this->get('/admin/comenzi?status=new')->assertRedirect('/admin/doi-factori');
        $this->get('/admin/doi-factori')->assertInertia(fn (Assert $page) => $page->where('continueTo', '/admin/comenzi?status=new'));

        // A write is not a place to go back to; anything not under /admin is never offered.
        $this->post('/admin/personal', [])->assertRedirect('/admin/doi-factori');
        $this->get('/admin/doi-factori')->assertInertia(fn (Assert $page) => $page->where('continueTo', '/admin/comenzi?status=new'));
        foreach (['https://evil.example/admin', '//evil.example', '/administrator', '/admin/doi-factori', '/cont'] as $bad) {
            $this->withSession(['admin.two_factor_destination' => $bad])->get('/admin/doi-factori')
                ->assertInertia(fn (Assert $page) => $page->where('continueTo', '/admin'));
        }
    }

    #[Test]
    public function the_password_set_stops_counting_as_a_confirmation_after_the_usual_timeout(): void
    {
        config(['auth.password_timeout' => 600]);
        $this->invitedAndPasswordSet('ro');
        $this->get('/admin/doi-factori')->assertOk();

        $this->travel(11)->minutes();
        $this->get('/admin/doi-factori')->assertRedirect('/confirmare-parola');
        $this->post('/admin/doi-factori')->assertRedirect('/confirmare-parola');
        $this->assertNull(User::query()->where('email', 'olga@example.md')->value('two_factor_secret'));

        // Confirming brings her back to the setup.
        $this->post('/confirmare-parola', ['password' => self::PASSWORD])->assertRedirect('/admin/doi-factori');
        $this->get('/admin/doi-factori')->assertOk();
    }

    #[Test]
    public function an_ordinary_sign_in_later_is_still_asked_for_the_password_before_the_setup(): void
    {
        $olga = $this->invitedAndPasswordSet('ro');
        auth()->logout();
        $this->flushSession();

        $this->post('/autentificare', ['email' => 'olga@example.md', 'password' => self::PASSWORD])->assertRedirect();
        $this->assertAuthenticatedAs($olga);
        $this->get('/admin')->assertRedirect('/admin/doi-factori');
        $this->get('/admin/doi-factori')->assertRedirect('/confirmare-parola');
        $this->post('/confirmare-parola', ['password' => 'not her password'])->assertSessionHasErrors('password');
        $this->get('/admin/doi-factori')->assertRedirect('/confirmare-parola');
    }

    #[Test]
    public function only_a_password_set_that_signs_staff_in_counts_as_a_confirmation(): void
    {
        // A shopper's reset signs them in, but their two-factor settings still ask for the password.
        $shopper = User::factory()->createOne(['email' => 'ion@example.md']);
        $token = Password::broker()->createToken($shopper);
        $this->post('/resetare-parola', ['token' => $token, 'email' => 'ion@example.md', 'password' => self::PASSWORD, 'password_confirmation' => self::PASSWORD])
            ->assertRedirect('/cont');
        $this->assertAuthenticatedAs($shopper);
        $this->assertNull(session(RequirePasswordConfirmation::SESSION_KEY));
        $this->get('/cont/setari/doi-factori')->assertRedirect('/confirmare-parola');

        // Staff with two-factor on only reach the code step: nothing is confirmed before the code.
        auth()->logout();
        $this->flushSession();
        $manager = User::factory()->staff(StaffRole::Manager)->createOne(['email' => 'm@example.md']);
        $token = Password::broker()->createToken($manager);
        $this->post('/resetare-parola', ['token' => $token, 'email' => 'm@example.md', 'password' => self::PASSWORD, 'password_confirmation' => self::PASSWORD])
            ->assertRedirect('/autentificare/cod');
        $this->assertGuest();
        $this->assertNull(session(RequirePasswordConfirmation::SESSION_KEY));
    }

    #[Test]
    public function staff_with_two_factor_on_see_only_that_it_is_on_and_others_never_reach_the_page(): void
    {
        $manager = User::factory()->staff(StaffRole::Manager)->createOne();
        $this->actingAs($manager)->get('/admin/doi-factori')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('enabled', true)->where('setup', null)->where('recoveryCodes', null));
        // Nothing to start or confirm again.
        $secret = $manager->two_factor_secret;
        $this->withSession([RequirePasswordConfirmation::SESSION_KEY => now()->getTimestamp()])->post('/admin/doi-factori')->assertRedirect('/admin/doi-factori');
        $this->assertSame($secret, $manager->refresh()->two_factor_secret);

        auth()->logout();
        $this->flushSession();
        $this->get('/admin/doi-factori')->assertRedirect('/autentificare');
        $this->actingAs(User::factory()->createOne())->get('/admin/doi-factori')->assertForbidden();
        $this->actingAs(User::factory()->createOne(['role' => StaffRole::Editor, 'disabled_at' => now()]))->get('/admin/doi-factori')->assertRedirect('/autentificare');
    }
}
