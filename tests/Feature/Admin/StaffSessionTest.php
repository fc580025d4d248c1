<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\StaffRole;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Str;
use Inertia\Support\SessionKey;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * What opens the back office: a password (and the second factor) typed within the working day. The remember-me cookie
 * revives a staff member's shop account, never /admin; a session ends after `admin.absolute_hours` however busy; and
 * every sign-out of the back office tells the browser to drop its encrypted history.
 */
final class StaffSessionTest extends TestCase
{
    use RefreshDatabase;

    #[Test]
    public function remember_me_revives_the_shop_but_the_back_office_asks_for_the_password_again(): void
    {
        $owner = User::factory()->staff(StaffRole::Owner)->createOne(['remember_token' => Str::random(60)]);
        $recaller = Auth::guard('web')->getRecallerName();
        $cookie = $owner->id.'|'.$owner->remember_token.'|'.$owner->getAuthPassword();

        // Three hours after the laptop was left: the session is gone, the remember-me cookie is not.
        $this->withCookie($recaller, $cookie)->get('/cont')->assertOk();
        $this->assertAuthenticatedAs($owner);

        $this->withCookie($recaller, $cookie)->get('/admin/comenzi')->assertRedirect('/autentificare')
            ->assertSessionHas('status', 'Pentru administrare introduceți din nou parola: autentificarea ținută minte deschide doar magazinul.')
            ->assertSessionHas(SessionKey::CLEAR_HISTORY, true)
            ->assertCookieExpired($recaller);
        $this->assertGuest();
        $this->assertSame(url('/admin/comenzi'), session('url.intended'));
    }

    #[Test]
    public function a_password_sign_in_opens_the_back_office(): void
    {
        $owner = User::factory()->staff(StaffRole::Owner)->createOne(['email' => 'owner@example.md']);

        // The factory's staff have two-factor on: the sign-in goes through the code step, then /admin opens.
        $this->post('/autentificare', ['email' => 'owner@example.md', 'password' => 'password', 'remember' => true]);
        Auth::login($owner, true);

        $this->get('/admin')->assertOk();
    }

    #[Test]
    public function a_busy_session_still_ends_after_the_working_day(): void
    {
        config(['admin.idle_minutes' => 30, 'admin.absolute_hours' => 12]);
        $owner = User::factory()->staff(StaffRole::Owner)->createOne(['locale' => 'ru']);
        $this->actingAs($owner)->get('/admin')->assertOk();

        for ($minutes = 20; $minutes < 12 * 60; $minutes += 20) {
            $this->travel(20)->minutes();
            $this->get('/admin')->assertOk();
        }
        $this->travel(21)->minutes();

        $this->get('/admin')->assertRedirect('/ru/autentificare')
            ->assertSessionHas('status', 'Сеанс администрирования завершён по истечении рабочего дня. Войдите снова.')
            ->assertSessionHas(SessionKey::CLEAR_HISTORY, true);
        $this->assertGuest();
    }

    #[Test]
    public function an_idle_sign_out_drops_the_browsers_encrypted_history(): void
    {
        config(['admin.idle_minutes' => 30]);
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne())->get('/admin')->assertOk();
        $this->travel(31)->minutes();

        $this->get('/admin')->assertRedirect('/autentificare')->assertSessionHas(SessionKey::CLEAR_HISTORY, true);
    }

    #[Test]
    public function a_disabled_account_is_signed_out_with_the_history_dropped(): void
    {
        $manager = User::factory()->staff(StaffRole::Manager)->createOne();
        $this->actingAs($manager)->get('/admin')->assertOk();
        $manager->forceFill(['disabled_at' => now()])->save();
        $this->get('/admin')->assertRedirect()->assertSessionHas(SessionKey::CLEAR_HISTORY, true);
        $this->assertGuest();
    }
}
