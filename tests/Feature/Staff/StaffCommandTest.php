<?php

declare(strict_types=1);

namespace Tests\Feature\Staff;

use App\Enums\StaffRole;
use App\Mail\Account\AccountMail;
use App\Models\AuditEntry;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** `php artisan shop:staff`: creates or promotes a staff account and prints a one-time set-password link. */
final class StaffCommandTest extends TestCase
{
    use RefreshDatabase;

    #[Test]
    public function it_creates_an_owner_and_the_printed_link_sets_the_password_once(): void
    {
        Mail::fake();

        $this->assertSame(0, Artisan::call('shop:staff', ['email' => 'Boss@Example.md', '--role' => 'owner', '--name' => 'Ana']));
        $output = Artisan::output();
        $this->assertStringContainsString('Created staff account boss@example.md (owner).', $output);

        $owner = User::query()->where('email', 'boss@example.md')->firstOrFail();
        $this->assertSame(StaffRole::Owner, $owner->role);
        $this->assertSame('Ana', $owner->name);
        $this->assertNull($owner->email_verified_at);
        $this->assertSame(1, AuditEntry::query()->where('action', 'staff.invite')->where('user_email', 'console')->count());

        $this->assertSame(1, preg_match('#http\S+/resetare-parola/(\w+)\?email=\S+#', $output, $link));
        $token = $link[1];

        $this->post('/resetare-parola', ['token' => $token, 'email' => 'boss@example.md', 'password' => 'a-long-new-pass-2026', 'password_confirmation' => 'a-long-new-pass-2026'])
            ->assertRedirect('/admin');
        $this->assertAuthenticatedAs($owner);
        $owner->refresh();
        $this->assertNotNull($owner->email_verified_at);
        $this->get('/admin')->assertRedirect('/admin/doi-factori');
        // Their very first password: no "your password was changed" mail about it.
        Mail::assertNotQueued(AccountMail::class);

        // Used once: the same link is dead now.
        auth()->logout();
        $this->post('/resetare-parola', ['token' => $token, 'email' => 'boss@example.md', 'password' => 'another-long-pass-2026', 'password_confirmation' => 'another-long-pass-2026'])
            ->assertSessionHasErrors('email');
    }

    #[Test]
    public function the_link_expires(): void
    {
        Artisan::call('shop:staff', ['email' => 'late@example.md', '--role' => 'manager']);
        preg_match('#/resetare-parola/(\w+)\?#', Artisan::output(), $link);

        $this->travel(73)->hours();
        $this->post('/resetare-parola', ['token' => $link[1], 'email' => 'late@example.md', 'password' => 'a-long-new-pass-2026', 'password_confirmation' => 'a-long-new-pass-2026'])
            ->assertSessionHasErrors('email');
        $this->assertGuest();
    }

    #[Test]
    public function it_promotes_an_existing_shopper_and_renews_a_staff_members_link(): void
    {
        $shopper = User::factory()->createOne(['email' => 'ion@example.md', 'name' => 'Ion']);

        $this->assertSame(0, Artisan::call('shop:staff', ['email' => 'ion@example.md', '--role' => 'editor']));
        $this->assertStringContainsString('Updated staff account ion@example.md (editor).', Artisan::output());
        $this->assertSame(StaffRole::Editor, $shopper->refresh()->role);
        $this->assertSame('Ion', $shopper->name);

        $this->assertSame(0, Artisan::call('shop:staff', ['email' => 'ion@example.md', '--role' => 'manager']));
        $this->assertSame(StaffRole::Manager, $shopper->refresh()->role);
        $this->assertSame(1, AuditEntry::query()->where('action', 'staff.role')->count());

        // An account that had a password hears of the new one, as after any reset.
        Mail::fake();
        preg_match('#/resetare-parola/(\w+)\?#', Artisan::output(), $link);
        $this->post('/resetare-parola', ['token' => $link[1], 'email' => 'ion@example.md', 'password' => 'a-long-new-pass-2026', 'password_confirmation' => 'a-long-new-pass-2026'])
            ->assertRedirect('/admin');
        Mail::assertQueued(AccountMail::class, static fn (AccountMail $mail): bool => $mail->kind === AccountMail::PASSWORD_CHANGED);
    }

    #[Test]
    public function it_refuses_an_unknown_role_and_a_bad_address(): void
    {
        $this->assertSame(2, Artisan::call('shop:staff', ['email' => 'x@example.md', '--role' => 'boss']));
        $this->assertStringContainsString('Unknown role "boss": use one of owner, manager, editor, warehouse.', Artisan::output());

        $this->assertSame(2, Artisan::call('shop:staff', ['email' => 'not-an-address', '--role' => 'owner']));
        $this->assertSame(0, User::query()->count());
    }
}
