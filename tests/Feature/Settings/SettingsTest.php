<?php

declare(strict_types=1);

namespace Tests\Feature\Settings;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

final class SettingsTest extends AccountTestCase
{
    /** @return array<string, array{string, string, string, string}> */
    public static function languages(): array
    {
        return [
            'ro' => ['ro', '', 'Contul meu', 'Profil'],
            'ru' => ['ru', '/ru', 'Мой аккаунт', 'Профиль'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_dashboard_shows_the_persons_details_in_a_few_queries(string $locale, string $prefix, string $title): void
    {
        $user = User::factory()->create(['name' => 'Ana Popescu', 'phone' => '+37369123456']);
        $this->actingAs($user);

        DB::enableQueryLog();
        $this->get($prefix.'/cont')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('account/dashboard')
            ->where('meta.title', $title)
            ->where('account.name', 'Ana Popescu')
            ->where('account.phone', '+37369123456')
            ->where('account.email_verified', true)
            ->where('account.two_factor_enabled', false)
            ->where('breadcrumbs', [['name' => $title, 'url' => $prefix.'/cont']])
            ->where('auth.user.name', 'Ana Popescu')
            ->etc());
        // The catalogue tree for the header, and nothing per row of anything.
        $this->assertLessThanOrEqual(4, count(DB::getQueryLog()));
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_profile_saves_name_phone_and_language(string $locale, string $prefix, string $title, string $profile): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $this->actingAs($user)->get($prefix.'/cont/setari/profil')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('settings/profile')->where('meta.title', $profile)->where('account.email', 'ana@example.md')->etc());

        $this->patch($prefix.'/cont/setari/profil', ['name' => 'Ana Rusu', 'email' => 'ana@example.md', 'phone' => '+373 (60) 111-222', 'locale' => 'ru'])
            ->assertRedirect($prefix.'/cont/setari/profil')->assertSessionHas('status');

        $fresh = $user->fresh();
        $this->assertSame('Ana Rusu', $fresh?->name);
        $this->assertSame('+37360111222', $fresh?->phone);
        $this->assertSame('ru', $fresh?->locale);
        $this->assertTrue($fresh?->hasVerifiedEmail());
    }

    #[Test]
    public function a_new_email_needs_the_current_password_and_changes_once_its_link_is_opened(): void
    {
        // The link is signed with an expiry counted from now.
        $this->freezeSecond();
        Mail::fake();
        $user = User::factory()->create(['email' => 'ana@example.md', 'locale' => 'ro']);
        $this->actingAs($user);
        $form = ['name' => $user->name, 'email' => 'Ana.New@example.md', 'phone' => '', 'locale' => 'ru'];

        $this->from('/ru/cont/setari/profil')->patch('/ru/cont/setari/profil', $form)
            ->assertSessionHasErrors(['current_password' => 'Чтобы сменить адрес e-mail, введите текущий пароль.']);
        $this->from('/cont/setari/profil')->patch('/cont/setari/profil', [...$form, 'current_password' => 'wrong'])
            ->assertSessionHasErrors(['current_password' => 'Parola este incorectă.']);
        $this->assertSame('ana@example.md', $user->fresh()?->email);
        Mail::assertNothingOutgoing();

        $this->patch('/cont/setari/profil', [...$form, 'current_password' => 'password'])->assertRedirect('/cont/setari/profil')
            ->assertSessionHas('status', 'Am trimis un link la ana.new@example.md. Adresa contului se schimbă după ce îl deschideți; până atunci vă scriem la adresa de acum.');

        // Nothing changes until the new address's owner opens the link mailed to it, in the account's language.
        $fresh = $user->fresh();
        $this->assertSame(['ana@example.md', 'ana.new@example.md', true], [$fresh?->email, $fresh?->pending_email, $fresh?->hasVerifiedEmail()]);
        $link = null;
        Mail::assertQueued(AccountMail::class, 1);
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail) use (&$link): bool {
            $html = $mail->render();
            preg_match('~href="([^"]*/ru/cont/confirmare-email-nou/[^"]+)"~', $html, $match);
            $link = html_entity_decode($match[1] ?? '');

            return $mail->kind === AccountMail::CONFIRM_EMAIL_CHANGE && $mail->hasTo('ana.new@example.md') && ! $mail->hasTo('ana@example.md')
                && str_contains($html, 'Подтвердить новый адрес');
        });
        $this->get('/ru/cont/setari/profil')->assertInertia(fn (Assert $page) => $page
            ->where('account.email', 'ana@example.md')->where('account.pending_email', 'ana.new@example.md')->etc());

        $this->get((string) $link)->assertRedirect('/ru/cont/setari/profil')->assertSessionHas('status', 'Адрес e-mail аккаунта изменён и подтверждён.');
        $fresh = $user->fresh();
        $this->assertSame(['ana.new@example.md', null, true], [$fresh?->email, $fresh?->pending_email, $fresh?->hasVerifiedEmail()]);
        // The old address learns where the account's mail goes now, masked, and how to get back in.
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail): bool {
            $html = $mail->render();

            return $mail->kind === AccountMail::EMAIL_CHANGED && $mail->hasTo('ana@example.md') && ! $mail->hasTo('ana.new@example.md')
                && str_contains($html, 'an***@e***.md') && ! str_contains($html, 'ana.new@')
                && str_contains($html, '/ru/autentificare') && str_contains($html, 'Адрес e-mail аккаунта изменён');
        });
        // A second click changes nothing more.
        $this->get((string) $link)->assertForbidden();
    }

    #[Test]
    public function the_other_details_save_without_the_password(): void
    {
        Mail::fake();
        $user = User::factory()->create(['email' => 'ana@example.md']);

        $this->actingAs($user)->patch('/cont/setari/profil', ['name' => 'Ana Rusu', 'email' => 'ANA@example.md', 'phone' => '', 'locale' => 'ro'])
            ->assertSessionHasNoErrors();
        $this->assertSame('Ana Rusu', $user->fresh()?->name);
        Mail::assertNothingOutgoing();
    }

    #[Test]
    public function profile_errors_come_in_the_shoppers_language(): void
    {
        $this->actingAs(User::factory()->create());

        $this->from('/ru/cont/setari/profil')->patch('/ru/cont/setari/profil', ['name' => '', 'email' => 'not an address', 'phone' => '123', 'locale' => 'de'])
            ->assertRedirect('/ru/cont/setari/profil')
            ->assertSessionHasErrors(['name', 'email', 'phone' => 'Введите молдавский номер телефона: 0XX XX XX XX или +373 XX XX XX XX, с пробелами и дефисами или без них, например 060 12 34 56.', 'locale']);
    }

    #[Test]
    public function the_password_changes_only_with_the_current_one_other_sessions_and_tokens_end_and_the_person_is_told(): void
    {
        Mail::fake();
        config(['session.driver' => 'database']);
        $user = User::factory()->create(['email' => 'ana.popescu@example.md', 'locale' => 'ru']);
        $other = User::factory()->create();
        $user->createToken('phone app');
        $other->createToken('app');
        $this->actingAs($user);
        DB::table('sessions')->insert(['id' => 'other-device', 'user_id' => $user->id, 'payload' => '', 'last_activity' => now()->getTimestamp()]);

        $this->put('/ru/cont/setari/parola', ['current_password' => 'wrong', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertSessionHasErrors(['current_password' => 'Неверный пароль.']);
        $this->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'short', 'password_confirmation' => 'short'])
            ->assertSessionHasErrors('password');
        $this->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'Ana.Popescu!2026', 'password_confirmation' => 'Ana.Popescu!2026'])
            ->assertSessionHasErrors(['password' => 'Parola nu trebuie să conțină numele din adresa de e-mail (partea dinainte de @).']);
        $this->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'Password123', 'password_confirmation' => 'Password123'])
            ->assertSessionHasErrors('password');
        $this->assertTrue(Hash::check('password', (string) $user->fresh()?->password));
        Mail::assertNothingOutgoing();

        $this->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertRedirect('/cont/setari/parola');
        $this->assertTrue(Hash::check('new passphrase', (string) $user->fresh()?->password));
        $this->assertFalse(DB::table('sessions')->where('id', 'other-device')->exists());
        $this->assertSame(0, DB::table('personal_access_tokens')->where('tokenable_id', $user->id)->count());
        $this->assertSame(1, DB::table('personal_access_tokens')->where('tokenable_id', $other->id)->count());
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::PASSWORD_CHANGED
            && $mail->hasTo('ana.popescu@example.md') && str_contains($mail->render(), 'Пароль аккаунта изменён') && str_contains($mail->render(), '/ru/parola-uitata'));
        // This session stays signed in.
        $this->get('/cont/setari/parola')->assertOk();
        $this->assertAuthenticatedAs($user);
    }

    #[Test]
    public function a_remembered_browser_stays_remembered_after_changing_the_password_there(): void
    {
        Mail::fake();
        User::factory()->create(['email' => 'ana@example.md']);
        $login = $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password', 'remember' => true]);
        $name = collect($login->headers->getCookies())->first(static fn ($c): bool => str_starts_with($c->getName(), 'remember_web_'))?->getName();
        $this->assertNotNull($name);
        $old = (string) $login->getCookie($name)?->getValue();

        $changed = $this->withCookie($name, $old)
            ->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase']);

        $user = User::query()->firstOrFail();
        $renewed = (string) $changed->getCookie($name)?->getValue();
        [$id, $token] = explode('|', $renewed);
        $this->assertSame([(string) $user->id, $user->remember_token], [$id, $token]);
        $this->assertNotSame(explode('|', $old)[1] ?? '', $token);
    }

    #[Test]
    public function the_appearance_is_kept_on_the_account_and_applied_at_the_next_login(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $this->actingAs($user)->get('/cont/setari/aspect')->assertOk()->assertInertia(fn (Assert $page) => $page->component('settings/appearance')->etc());

        $this->putJson('/cont/setari/aspect', ['appearance' => 'dark'])->assertNoContent();
        $this->assertSame('dark', $user->fresh()?->appearance);
        $this->putJson('/cont/setari/aspect', ['appearance' => 'purple'])->assertStatus(422);

        $this->post('/iesire');
        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertCookie('appearance', 'dark', false);
    }

    #[Test]
    public function deleting_the_account_needs_the_password_removes_the_persons_data_and_keeps_their_orders_for_the_shop(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $other = User::factory()->create();
        $user->createToken('app');
        $other->createToken('app');
        $order = DB::table('orders')->insertGetId([
            'number' => 'ES-2611-000001', 'idempotency_key' => 'key-0123456789abcdef', 'user_id' => $user->id,
            'locale' => 'ru', 'name' => 'Ana Popescu', 'phone' => '+37360123456', 'email' => 'ana@example.md',
            'subtotal' => 100_000, 'total' => 100_000, 'created_at' => now(), 'updated_at' => now(),
        ]);
        $this->actingAs($user);

        $this->delete('/ru/cont/setari/profil', ['password' => 'wrong'])->assertSessionHasErrors(['password' => 'Неверный пароль.']);
        $this->assertNotNull($user->fresh());

        $this->delete('/ru/cont/setari/profil', ['password' => 'password'])->assertRedirect('/ru');
        $this->assertGuest();
        $this->assertNull($user->fresh());
        $this->assertSame(0, DB::table('personal_access_tokens')->where('tokenable_id', $user->id)->count());
        $this->assertSame(1, DB::table('personal_access_tokens')->where('tokenable_id', $other->id)->count());
        // The shop keeps its orders (with the buyer's details as they were when ordering), no longer tied to an account.
        $kept = DB::table('orders')->where('id', $order)->first();
        $this->assertNotNull($kept);
        $this->assertNull($kept->user_id);
        $this->assertSame('Ana Popescu', $kept->name);

        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertSessionHasErrors('email');
        $this->assertGuest();
    }
}
