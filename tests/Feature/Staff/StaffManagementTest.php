<?php

declare(strict_types=1);

namespace Tests\Feature\Staff;

use App\Enums\StaffRole;
use App\Mail\Staff\StaffInvitationMail;
use App\Models\AuditEntry;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** /admin/personal: inviting, role changes, disabling and enabling, and the rules that keep an owner. */
final class StaffManagementTest extends TestCase
{
    use RefreshDatabase;

    private function owner(array $attributes = []): User
    {
        return User::factory()->staff(StaffRole::Owner)->createOne($attributes);
    }

    #[Test]
    public function the_owner_sees_the_staff_table(): void
    {
        $owner = $this->owner(['name' => 'Ana']);
        User::factory()->createOne(['name' => 'A shopper']);
        $manager = User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Ion', 'disabled_at' => now()]);

        $this->actingAs($owner)->get('/admin/personal')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/staff/index')
                ->has('staff', 2)
                ->where('staff.0.name', 'Ana')->where('staff.0.self', true)->where('staff.0.two_factor', true)
                ->where('staff.1.id', $manager->id)->where('staff.1.role', 'manager')->where('staff.1.disabled', true)
                ->where('roles', ['owner', 'manager', 'editor', 'warehouse']));
    }

    #[Test]
    public function an_invitation_creates_the_account_and_mails_the_link_in_its_language(): void
    {
        Mail::fake();
        $owner = $this->owner();

        $this->actingAs($owner)->post('/admin/personal', ['name' => 'Olga', 'email' => ' Olga@Example.md ', 'role' => 'manager', 'locale' => 'ru'])
            ->assertRedirect('/admin/personal')->assertSessionHas('status', 'Invitația a fost trimisă la olga@example.md.');

        $olga = User::query()->where('email', 'olga@example.md')->firstOrFail();
        $this->assertSame(StaffRole::Manager, $olga->role);
        $this->assertSame('ru', $olga->locale);
        $entry = AuditEntry::query()->where('action', 'staff.invite')->firstOrFail();
        $this->assertSame($owner->id, $entry->user_id);
        $this->assertSame(['role' => 'manager', 'name' => 'Olga', 'email' => 'olga@example.md'], $entry->after);

        Mail::assertQueued(StaffInvitationMail::class, function (StaffInvitationMail $mail) use ($olga): bool {
            $mail->locale('ru');
            $html = $mail->render();
            $this->assertStringContainsString('Приглашение в администрирование', $html);
            $this->assertStringContainsString('«Менеджер»', $html);
            $this->assertStringContainsString('/ru/resetare-parola/'.$mail->token, $html);

            return $mail->hasTo($olga->email);
        });
    }

    #[Test]
    public function inviting_a_shoppers_address_promotes_the_account(): void
    {
        Mail::fake();
        $shopper = User::factory()->createOne(['email' => 'ion@example.md', 'name' => 'Ion']);

        $this->actingAs($this->owner())->post('/admin/personal', ['name' => 'Other name', 'email' => 'ion@example.md', 'role' => 'warehouse', 'locale' => 'ro'])
            ->assertRedirect('/admin/personal');
        $this->assertSame(StaffRole::Warehouse, $shopper->refresh()->role);
        $this->assertSame('Ion', $shopper->name);
        Mail::assertQueued(StaffInvitationMail::class);
    }

    #[Test]
    public function an_address_already_on_the_staff_is_refused(): void
    {
        Mail::fake();
        User::factory()->staff(StaffRole::Editor)->createOne(['email' => 'ed@example.md']);

        $this->actingAs($this->owner())->post('/admin/personal', ['name' => 'Ed', 'email' => 'ed@example.md', 'role' => 'manager', 'locale' => 'ro'])
            ->assertSessionHasErrors(['email' => 'Această adresă aparține deja personalului.']);
        Mail::assertNothingQueued();
    }

    #[Test]
    public function the_invitation_is_validated_in_romanian_and_russian(): void
    {
        $this->actingAs($this->owner())->post('/admin/personal', ['name' => '', 'email' => 'nope', 'role' => 'boss', 'locale' => 'en'])
            ->assertSessionHasErrors([
                'name' => 'Câmpul „nume” este obligatoriu.',
                'email' => 'Câmpul „e-mail” trebuie să fie o adresă de e-mail validă.',
                'role' => 'Alegeți unul dintre roluri: proprietar, manager, editor, depozit.',
                'locale' => 'Alegeți limba: română sau rusă.',
            ]);

        $this->actingAs($this->owner(['locale' => 'ru']))->post('/admin/personal', ['name' => 'X', 'email' => 'x@example.md', 'role' => 'boss', 'locale' => 'ro'])
            ->assertSessionHasErrors(['role' => 'Выберите одну из ролей: владелец, менеджер, редактор, склад.']);
    }

    #[Test]
    public function the_owner_changes_a_role(): void
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();

        $this->actingAs($this->owner())->put("/admin/personal/{$editor->id}/rol", ['role' => 'manager'])->assertRedirect('/admin/personal');
        $this->assertSame(StaffRole::Manager, $editor->refresh()->role);
        $entry = AuditEntry::query()->where('action', 'staff.role')->firstOrFail();
        $this->assertSame(['role' => 'editor'], $entry->before);
        $this->assertSame(['role' => 'manager'], $entry->after);
    }

    #[Test]
    public function an_owner_cannot_demote_or_disable_themself(): void
    {
        $owner = $this->owner();
        $this->owner();

        $this->actingAs($owner)->put("/admin/personal/{$owner->id}/rol", ['role' => 'manager'])
            ->assertSessionHasErrors(['staff' => 'Nu vă puteți schimba singur rolul de proprietar.']);
        $this->actingAs($owner)->post("/admin/personal/{$owner->id}/dezactivare")
            ->assertSessionHasErrors(['staff' => 'Nu vă puteți dezactiva propriul cont.']);
        $this->assertSame(StaffRole::Owner, $owner->refresh()->role);
        $this->assertNull($owner->disabled_at);
        $this->assertSame(0, AuditEntry::query()->count());
    }

    #[Test]
    public function the_last_active_owner_can_never_be_demoted_or_disabled(): void
    {
        $other = $this->owner(['disabled_at' => now()]);
        $last = $this->owner();
        // The only path to act on the last active owner is another owner who is then disabled: use the actions.
        $actor = \App\Infrastructure\Security\StaffActor::console();

        try {
            app(\App\Actions\Staff\ChangeStaffRole::class)->handle($last, StaffRole::Manager, null, $actor);
            $this->fail('demoted the last owner');
        } catch (\Illuminate\Validation\ValidationException $e) {
            $this->assertSame('Magazinul trebuie să aibă cel puțin un proprietar activ: numiți mai întâi alt proprietar.', $e->errors()['staff'][0]);
        }
        app()->setLocale('ru');
        try {
            app(\App\Actions\Staff\DisableStaffMember::class)->handle($last, null, $actor);
            $this->fail('disabled the last owner');
        } catch (\Illuminate\Validation\ValidationException $e) {
            $this->assertSame('У магазина должен быть хотя бы один активный владелец: сначала назначьте другого владельца.', $e->errors()['staff'][0]);
        }
        $this->assertSame(StaffRole::Owner, $last->refresh()->role);
        $this->assertNull($last->disabled_at);

        // A disabled owner is not the one keeping the shop: demoting them is fine.
        app(\App\Actions\Staff\ChangeStaffRole::class)->handle($other, StaffRole::Editor, null, $actor);
        $this->assertSame(StaffRole::Editor, $other->refresh()->role);
    }

    #[Test]
    public function with_two_owners_one_may_demote_the_other(): void
    {
        $ana = $this->owner();
        $ion = $this->owner();

        $this->actingAs($ana)->put("/admin/personal/{$ion->id}/rol", ['role' => 'manager'])->assertSessionHasNoErrors();
        $this->assertSame(StaffRole::Manager, $ion->refresh()->role);
    }

    #[Test]
    public function disabling_ends_every_way_in_and_enabling_lets_them_back(): void
    {
        config(['session.driver' => 'database']);
        $owner = $this->owner();
        $manager = User::factory()->staff(StaffRole::Manager)->createOne(['remember_token' => 'remember-me']);
        $manager->createToken('phone');
        DB::table('sessions')->insert(['id' => 'manager-session', 'user_id' => $manager->id, 'ip_address' => null, 'user_agent' => null, 'payload' => '', 'last_activity' => time()]);
        DB::table('staff_password_tokens')->insert(['email' => $manager->email, 'token' => 'hashed', 'created_at' => now()]);

        $this->actingAs($owner)->post("/admin/personal/{$manager->id}/dezactivare")->assertRedirect('/admin/personal')->assertSessionHasNoErrors();

        $manager->refresh();
        $this->assertNotNull($manager->disabled_at);
        $this->assertNull($manager->remember_token);
        $this->assertSame(0, $manager->tokens()->count());
        $this->assertFalse(DB::table('sessions')->where('user_id', $manager->id)->exists());
        $this->assertFalse(DB::table('staff_password_tokens')->where('email', $manager->email)->exists());
        $this->assertSame(1, AuditEntry::query()->where('action', 'staff.disable')->count());

        $this->actingAs($manager)->get('/admin')->assertRedirect();
        $this->assertGuest();

        $this->actingAs($owner)->post("/admin/personal/{$manager->id}/activare")->assertRedirect('/admin/personal');
        $this->assertNull($manager->refresh()->disabled_at);
        $this->assertSame(1, AuditEntry::query()->where('action', 'staff.enable')->count());
    }

    #[Test]
    public function a_shoppers_account_is_not_changed_from_the_staff_page(): void
    {
        $shopper = User::factory()->createOne();

        $this->actingAs($this->owner())->put("/admin/personal/{$shopper->id}/rol", ['role' => 'owner'])
            ->assertSessionHasErrors(['staff' => 'Acest cont nu face parte din personal.']);
        $this->assertNull($shopper->refresh()->role);
    }

    #[Test]
    public function a_manager_is_refused(): void
    {
        $manager = User::factory()->staff(StaffRole::Manager)->createOne();
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();

        $this->actingAs($manager)->get('/admin/personal')->assertForbidden();
        $this->actingAs($manager)->post('/admin/personal', ['name' => 'X', 'email' => 'x@example.md', 'role' => 'owner', 'locale' => 'ro'])->assertForbidden();
        $this->actingAs($manager)->put("/admin/personal/{$editor->id}/rol", ['role' => 'owner'])->assertForbidden();
        $this->actingAs($manager)->post("/admin/personal/{$editor->id}/dezactivare")->assertForbidden();
        $this->assertSame(0, User::query()->where('email', 'x@example.md')->count());
        $this->assertNull($editor->refresh()->disabled_at);
    }
}
