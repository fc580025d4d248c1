<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use LogicException;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;
use Throwable;

/**
 * Who reaches the back office and in what language: guests sign in first, shoppers get 403, staff need two-factor
 * sign-in, a disabled account is signed out at once, an idle admin session ends.
 */
final class AdminAccessTest extends TestCase
{
    use RefreshDatabase;

    #[Test]
    public function a_guest_is_sent_to_sign_in_and_comes_back_afterwards(): void
    {
        $this->get('/admin')->assertRedirect('/autentificare');
        $this->assertSame(url('/admin'), session('url.intended'));
    }

    #[Test]
    public function a_shopper_gets_403_on_the_shops_own_error_page(): void
    {
        $shopper = User::factory()->withTwoFactor()->createOne();

        $this->actingAs($shopper)->get('/admin')->assertForbidden()
            ->assertInertia(fn (Assert $page) => $page->component('errors/error')->missing('admin')->has('catalog'));
    }

    #[Test]
    public function staff_without_two_factor_sign_in_are_sent_to_set_it_up_in_their_language(): void
    {
        $manager = User::factory()->createOne(['role' => StaffRole::Manager, 'locale' => 'ru']);

        $this->actingAs($manager)->get('/admin')->assertRedirect('/admin/doi-factori');
        $this->get('/admin/doi-factori')->assertRedirect('/ru/confirmare-parola');
    }

    #[Test]
    public function staff_see_the_back_office_in_the_language_they_picked(): void
    {
        $owner = User::factory()->staff(StaffRole::Owner)->createOne(['locale' => 'ru', 'name' => 'Ana']);

        $this->actingAs($owner)->get('/admin')->assertOk()
            ->assertSee('<html lang="ru"', false)
            ->assertSee('<meta name="robots" content="noindex, nofollow"', false)
            ->assertInertia(fn (Assert $page) => $page->component('admin/dashboard')
                ->where('locale', 'ru')
                ->where('meta.title', 'Панель')
                ->where('auth.user.role', 'owner')
                ->where('admin.role', 'owner')
                ->where('admin.nav.0', ['route' => 'admin.dashboard', 'label' => 'admin.nav.dashboard', 'icon' => 'dashboard', 'group' => 'overview'])
                ->where('translations', fn ($lines): bool => $lines['admin.nav.dashboard'] === 'Панель')
                ->missing('catalog')->missing('cart'));

        $this->put('/admin/limba', ['locale' => 'ro'])->assertRedirect();
        $this->assertSame('ro', $owner->refresh()->locale);
        $this->get('/admin')->assertInertia(fn (Assert $page) => $page->where('locale', 'ro')->where('meta.title', 'Panou'));
    }

    #[Test]
    public function the_language_must_be_one_the_shop_speaks(): void
    {
        $owner = User::factory()->staff(StaffRole::Owner)->createOne(['locale' => 'ru']);

        $this->actingAs($owner)->putJson('/admin/limba', ['locale' => 'en'])->assertUnprocessable()
            ->assertJsonPath('errors.locale.0', 'Выбранное значение поля «язык» недопустимо.');
        $this->assertSame('ru', $owner->refresh()->locale);
    }

    #[Test]
    public function the_storefront_never_receives_the_back_offices_strings(): void
    {
        $this->get('/')->assertOk()->assertInertia(fn (Assert $page) => $page->missing('admin')
            ->where('translations', fn ($lines): bool => isset($lines['home.title']) && ! isset($lines['admin.title'])));
    }

    #[Test]
    public function a_disabled_account_is_signed_out_at_its_next_request_and_cannot_sign_in_again(): void
    {
        $manager = User::factory()->staff(StaffRole::Manager)->createOne(['password' => 'o parolă destul de lungă 42']);
        $this->actingAs($manager)->get('/admin')->assertOk();

        $manager->forceFill(['disabled_at' => now()])->save();

        $this->get('/admin')->assertRedirect('/autentificare')->assertSessionHas('status', 'Acest cont a fost dezactivat. Adresați-vă proprietarului magazinului.');
        $this->assertGuest();
        $this->post('/autentificare', ['email' => $manager->email, 'password' => 'o parolă destul de lungă 42'])
            ->assertSessionHasErrors(['email' => 'Acest cont a fost dezactivat. Adresați-vă proprietarului magazinului.']);
        $this->assertGuest();
    }

    #[Test]
    public function an_idle_admin_session_ends_and_the_next_sign_in_starts_a_fresh_clock(): void
    {
        config(['admin.idle_minutes' => 30]);
        $owner = User::factory()->staff(StaffRole::Owner)->createOne();
        $this->actingAs($owner)->get('/admin')->assertOk();

        $this->travel(29)->minutes();
        $this->get('/admin')->assertOk();
        $this->travel(31)->minutes();
        $this->get('/admin/')->assertRedirect('/autentificare')
            ->assertSessionHas('status', 'Sesiunea de administrare s-a încheiat după o perioadă fără activitate. Autentificați-vă din nou.');
        $this->assertGuest();
    }

    #[Test]
    public function the_audit_log_is_append_only_in_the_model_and_in_the_database(): void
    {
        $entry = AuditEntry::query()->create(['action' => 'staff.role', 'created_at' => now()]);

        $this->assertThrows(fn () => $entry->forceFill(['action' => 'other'])->save(), LogicException::class);
        $this->assertThrows(fn () => $entry->delete(), LogicException::class);
        foreach ([
            fn () => DB::table('audit_log')->where('id', $entry->id)->update(['action' => 'other']),
            fn () => DB::table('audit_log')->where('id', $entry->id)->delete(),
        ] as $write) {
            try {
                // In a savepoint of its own: on PostgreSQL a refused statement ends the transaction it ran in.
                DB::transaction($write);
                $this->fail('the database let the audit log change');
            } catch (Throwable $refusal) {
                $this->assertStringContainsString('append-only', $refusal->getMessage());
            }
        }
        $this->assertSame('staff.role', DB::table('audit_log')->value('action'));
    }
}
