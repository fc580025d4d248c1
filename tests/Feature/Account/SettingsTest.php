<?php

declare(strict_types=1);

namespace Tests\Feature\Account;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;

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
    public function a_new_email_must_be_verified_again_in_the_persons_language(): void
    {
        Mail::fake();
        $user = User::factory()->create(['email' => 'ana@example.md', 'locale' => 'ro']);

        $this->actingAs($user)->patch('/cont/setari/profil', ['name' => $user->name, 'email' => 'Ana.New@example.md', 'phone' => '', 'locale' => 'ru']);

        $fresh = $user->fresh();
        $this->assertSame('ana.new@example.md', $fresh?->email);
        $this->assertFalse($fresh?->hasVerifiedEmail());
        Mail::assertSent(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::VERIFY && $mail->hasTo('ana.new@example.md')
            && str_contains($mail->render(), 'Подтвердите e-mail'));
        $this->actingAs($fresh ?? $user)->get('/cont')->assertRedirect('/cont/verificare-email');
    }

    #[Test]
    public function profile_errors_come_in_the_shoppers_language(): void
    {
        User::factory()->create(['email' => 'taken@example.md']);
        $this->actingAs(User::factory()->create());

        $this->from('/ru/cont/setari/profil')->patch('/ru/cont/setari/profil', ['name' => '', 'email' => 'taken@example.md', 'phone' => '123', 'locale' => 'de'])
            ->assertRedirect('/ru/cont/setari/profil')
            ->assertSessionHasErrors(['name', 'email', 'phone' => 'Введите номер в формате +373 XX XXX XXX.', 'locale']);
    }

    #[Test]
    public function the_password_changes_only_with_the_current_one_and_other_sessions_end(): void
    {
        $user = User::factory()->create();
        $this->actingAs($user);
        DB::table('sessions')->insert(['id' => 'other-device', 'user_id' => $user->id, 'payload' => '', 'last_activity' => now()->getTimestamp()]);

        $this->put('/ru/cont/setari/parola', ['current_password' => 'wrong', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertSessionHasErrors(['current_password' => 'Неверный пароль.']);
        $this->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'short', 'password_confirmation' => 'short'])
            ->assertSessionHasErrors('password');
        $this->assertTrue(Hash::check('password', (string) $user->fresh()?->password));

        $this->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertRedirect('/cont/setari/parola');
        $this->assertTrue(Hash::check('new passphrase', (string) $user->fresh()?->password));
        $this->assertFalse(DB::table('sessions')->where('id', 'other-device')->exists());
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
