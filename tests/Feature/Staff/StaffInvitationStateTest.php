<?php

declare(strict_types=1);

namespace Tests\Feature\Staff;

use App\Enums\StaffRole;
use App\Mail\Staff\StaffInvitationMail;
use App\Models\AuditEntry;
use App\Models\User;
use App\Services\Auth\Totp;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The staff page's invitation state and last sign-in, and mailing an invitation again: who may, how often, what the
 * link mailed before becomes, what the audit log keeps.
 */
final class StaffInvitationStateTest extends TestCase
{
    use RefreshDatabase;

    private function owner(array $attributes = []): User
    {
        return User::factory()->staff(StaffRole::Owner)->createOne($attributes);
    }

    /** Invites through the page, as an owner does, and answers the new account and its mailed token. */
    private function invite(User $owner, string $email, string $locale = 'ru'): array
    {
        $this->actingAs($owner)->post('/admin/personal', ['name' => 'Olga', 'email' => $email, 'role' => 'manager', 'locale' => $locale])
            ->assertRedirect('/admin/personal');
        $token = '';
        Mail::assertQueued(StaffInvitationMail::class, function (StaffInvitationMail $mail) use ($email, &$token): bool {
            $token = $mail->token;

            return $mail->hasTo($email);
        });

        return [User::query()->where('email', $email)->firstOrFail(), $token];
    }

    #[Test]
    public function the_list_shows_a_pending_invitation_its_expired_link_and_the_last_sign_in_on_the_shops_clock(): void
    {
        Mail::fake();
        Carbon::setTestNow('2026-11-20 10:00:00');
        $owner = $this->owner(['name' => 'Ana', 'last_login_at' => '2026-11-19 22:30:00']);
        [$olga] = $this->invite($owner, 'olga@example.md');

        // Days later: a new admin session (the old one ended with the idle clock).
        Carbon::setTestNow('2026-11-24 12:00:00');
        $this->flushSession();
        $this->actingAs($owner)->get('/admin/personal')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/staff/index')
                ->where('staff.0.name', 'Ana')
                ->where('staff.0.invitation', null)
                // 22:30 UTC is already the next day in Chisinau (UTC+2 in November).
                ->where('staff.0.last_login_at', '2026-11-20 00:30')
                ->where('staff.1.id', $olga->id)
                ->where('staff.1.invitation', ['sent_at' => '2026-11-20 12:00', 'expired' => true])
                ->where('staff.1.last_login_at', null));

        Carbon::setTestNow('2026-11-20 11:00:00');
        $this->flushSession();
        $this->actingAs($owner)->get('/admin/personal')->assertInertia(fn (Assert $page) => $page->where('staff.1.invitation.expired', false));
    }

    #[Test]
    public function setting_the_password_ends_the_invitation_and_signing_in_is_recorded(): void
    {
        Mail::fake();
        Carbon::setTestNow('2026-11-20 10:00:00');
        $owner = $this->owner();
        [$olga, $token] = $this->invite($owner, 'olga@example.md');
        $this->assertNotNull($olga->invited_at);
        $this->assertNull($olga->last_login_at);
        $changedAt = $olga->updated_at;

        auth()->logout();
        Carbon::setTestNow('2026-11-20 10:05:00');
        $this->post('/resetare-parola', ['token' => $token, 'email' => 'olga@example.md', 'password' => 'o parolă nouă și lungă', 'password_confirmation' => 'o parolă nouă și lungă'])
            ->assertRedirect('/admin');
        $olga->refresh();
        $this->assertNull($olga->invited_at);
        $this->assertSame('2026-11-20 10:05:00', $olga->last_login_at?->toDateTimeString());

        // A later sign-in with the password and the second factor moves it; it is not a change to the account.
        $olga->forceFill(['two_factor_secret' => Totp::generateSecret(), 'two_factor_confirmed_at' => now()])->save();
        $changedAt = $olga->refresh()->updated_at;
        auth()->logout();
        $this->flushSession();
        Carbon::setTestNow('2026-11-21 08:00:00');
        $this->post('/autentificare', ['email' => 'olga@example.md', 'password' => 'o parolă nouă și lungă'])->assertRedirect('/autentificare/cod');
        $this->assertSame('2026-11-20 10:05:00', $olga->refresh()->last_login_at?->toDateTimeString(), 'the password step alone is no sign-in');
        $this->post('/autentificare/cod', ['code' => Totp::codeAt((string) $olga->two_factor_secret, Totp::step(now()->getTimestamp()))])->assertRedirect();
        $olga->refresh();
        $this->assertSame('2026-11-21 08:00:00', $olga->last_login_at?->toDateTimeString());
        $this->assertEquals($changedAt, $olga->updated_at);
    }

    #[Test]
    public function a_failed_sign_in_records_nothing(): void
    {
        $manager = User::factory()->staff(StaffRole::Manager)->createOne(['email' => 'm@example.md']);

        $this->post('/autentificare', ['email' => 'm@example.md', 'password' => 'not the password'])->assertSessionHasErrors('email');
        $this->assertNull($manager->refresh()->last_login_at);
    }

    #[Test]
    public function the_owner_mails_the_invitation_again_in_the_invitees_language_and_the_old_link_dies(): void
    {
        Mail::fake();
        Carbon::setTestNow('2026-11-20 10:00:00');
        $owner = $this->owner(['locale' => 'ro']);
        [$olga, $oldToken] = $this->invite($owner, 'olga@example.md', 'ru');
        Mail::fake();

        Carbon::setTestNow('2026-11-24 10:00:00');
        $this->flushSession();
        $this->actingAs($owner)->post("/admin/personal/{$olga->id}/invitatie")
            ->assertRedirect('/admin/personal')
            ->assertSessionHas('status', 'Invitația a fost trimisă din nou la olga@example.md. Linkul anterior nu mai funcționează.');

        $newToken = '';
        Mail::assertQueued(StaffInvitationMail::class, function (StaffInvitationMail $mail) use (&$newToken): bool {
            $newToken = $mail->token;
            $html = $mail->locale('ru')->render();
            $this->assertStringContainsString('Приглашение в администрирование', $html);
            $this->assertStringContainsString('/ru/resetare-parola/'.$mail->token, $html);

            return $mail->hasTo('olga@example.md') && $mail->locale === 'ru';
        });
        $this->assertNotSame($oldToken, $newToken);
        $this->assertSame('2026-11-24 10:00:00', $olga->refresh()->invited_at?->toDateTimeString());
        $this->assertSame(1, DB::table('staff_password_tokens')->where('email', 'olga@example.md')->count());

        $entry = AuditEntry::query()->where('action', 'staff.invitation_resend')->firstOrFail();
        $this->assertSame($owner->id, $entry->user_id);
        $this->assertSame($olga->id, (int) $entry->subject_id);
        $this->assertStringNotContainsString($newToken, (string) json_encode($entry->toArray()));

        // The link mailed first no longer sets a password; the new one does.
        auth()->logout();
        $password = 'o parolă nouă și lungă';
        $this->post('/resetare-parola', ['token' => $oldToken, 'email' => 'olga@example.md', 'password' => $password, 'password_confirmation' => $password])
            ->assertSessionHasErrors('email');
        $this->post('/resetare-parola', ['token' => $newToken, 'email' => 'olga@example.md', 'password' => $password, 'password_confirmation' => $password])
            ->assertRedirect('/admin');
    }

    #[Test]
    public function only_an_owner_may_mail_an_invitation_again(): void
    {
        Mail::fake();
        $pending = User::factory()->staff(StaffRole::Editor)->createOne(['invited_at' => now()]);

        foreach ([StaffRole::Manager, StaffRole::Editor, StaffRole::Warehouse] as $role) {
            $this->actingAs(User::factory()->staff($role)->createOne())->post("/admin/personal/{$pending->id}/invitatie")->assertForbidden();
        }
        $this->actingAs(User::factory()->withTwoFactor()->createOne())->post("/admin/personal/{$pending->id}/invitatie")->assertForbidden();
        Mail::assertNothingQueued();
        $this->assertSame(0, AuditEntry::query()->where('action', 'staff.invitation_resend')->count());

        // Refused people do not use up the invitee's resends: the owner still has all three.
        foreach (range(1, 3) as $ignored) {
            foreach ([StaffRole::Manager, StaffRole::Editor] as $role) {
                $this->actingAs(User::factory()->staff($role)->createOne())->post("/admin/personal/{$pending->id}/invitatie")->assertForbidden();
            }
        }
        $owner = $this->owner();
        foreach (range(1, 3) as $ignored) {
            $this->actingAs($owner)->post("/admin/personal/{$pending->id}/invitatie")->assertRedirect('/admin/personal')->assertSessionHasNoErrors();
        }
        Mail::assertQueuedCount(3);
    }

    #[Test]
    public function an_account_with_a_password_a_disabled_one_and_a_shopper_are_refused_above_the_table(): void
    {
        Mail::fake();
        $owner = $this->owner(['locale' => 'ru']);
        $active = User::factory()->staff(StaffRole::Editor)->createOne();
        $disabled = User::factory()->staff(StaffRole::Editor)->createOne(['invited_at' => now(), 'disabled_at' => now()]);
        $shopper = User::factory()->createOne(['invited_at' => now()]);

        $this->actingAs($owner)->from('/admin/personal')->post("/admin/personal/{$active->id}/invitatie")
            ->assertRedirect('/admin/personal')
            ->assertSessionHasErrors(['staff' => 'Этот сотрудник уже выбрал пароль: новое приглашение не нужно.']);
        $this->post("/admin/personal/{$disabled->id}/invitatie")
            ->assertSessionHasErrors(['staff' => 'Аккаунт отключён: включите его, прежде чем отправлять приглашение повторно.']);
        $this->post("/admin/personal/{$shopper->id}/invitatie")
            ->assertSessionHasErrors(['staff' => 'Этот аккаунт не относится к сотрудникам.']);
        $this->post('/admin/personal/999999/invitatie')->assertNotFound();

        Mail::assertNothingQueued();
        $this->assertSame(0, AuditEntry::query()->where('action', 'staff.invitation_resend')->count());
    }

    #[Test]
    public function inviting_is_limited_per_owner_with_the_refusal_above_the_table(): void
    {
        Mail::fake();
        config(['rate_limits.admin-invite.attempts' => 2]);
        $owner = $this->owner();
        $this->invite($owner, 'one@example.md', 'ro');
        $this->invite($owner, 'two@example.md', 'ro');

        $this->from('/admin/personal')->post('/admin/personal', ['name' => 'Ion', 'email' => 'three@example.md', 'role' => 'editor', 'locale' => 'ro'])
            ->assertRedirect('/admin/personal')->assertHeader('Retry-After')
            ->assertSessionHasErrors(['staff' => 'Prea multe invitații într-o oră. Încercați din nou peste 60 min.']);
        $this->assertFalse(User::query()->where('email', 'three@example.md')->exists());
        Mail::assertQueuedCount(2);

        // Another owner has an hour of their own.
        $this->invite($this->owner(), 'three@example.md', 'ro');
    }

    #[Test]
    public function resending_is_limited_per_invitee_and_per_owner(): void
    {
        Mail::fake();
        $owner = $this->owner(['locale' => 'ru']);
        $olga = User::factory()->staff(StaffRole::Manager)->createOne(['invited_at' => now()]);

        for ($i = 0; $i < 3; $i++) {
            $this->actingAs($owner)->post("/admin/personal/{$olga->id}/invitatie")->assertRedirect('/admin/personal')->assertSessionHasNoErrors();
        }
        // Flashed above the table like the other refusals, with when to try again.
        $this->from('/admin/personal')->post("/admin/personal/{$olga->id}/invitatie")
            ->assertRedirect('/admin/personal')->assertHeader('Retry-After')
            ->assertSessionHasErrors(['staff' => 'Слишком много повторных приглашений. Попробуйте снова через 60 мин.']);
        Mail::assertQueuedCount(3);

        // Another owner cannot get past the invitee's limit either.
        $this->actingAs($this->owner())->post("/admin/personal/{$olga->id}/invitatie")->assertHeader('Retry-After')->assertSessionHasErrors('staff');

        // An owner's own limit: ten resends an hour across everyone (the fourth invitee has had one mail only).
        $busy = $this->owner();
        $others = User::factory()->count(4)->staff(StaffRole::Editor)->create(['invited_at' => now()])->all();
        $sent = 0;
        foreach ($others as $other) {
            for ($i = 0; $i < 3 && $sent < 10; $i++, $sent++) {
                $this->actingAs($busy)->post("/admin/personal/{$other->id}/invitatie")->assertRedirect('/admin/personal')->assertSessionHasNoErrors();
            }
        }
        $this->actingAs($busy)->post("/admin/personal/{$others[3]->id}/invitatie")->assertHeader('Retry-After')->assertSessionHasErrors('staff');
        Mail::assertQueuedCount(13);
    }
}
