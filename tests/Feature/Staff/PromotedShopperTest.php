<?php

declare(strict_types=1);

namespace Tests\Feature\Staff;

use App\Actions\Staff\InviteStaffMember;
use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Account\AccountMail;
use App\Mail\Staff\StaffInvitationMail;
use App\Models\User;
use App\Services\Auth\Totp;
use App\Services\Auth\TwoFactorCodes;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Password;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Http\SeparateBrowsers;
use Tests\TestCase;

/**
 * Someone registered a new hire's work address first (or knows the password of an employee's shop account), set up
 * their own authenticator, and is signed in with remember-me when the owner invites that address: the promotion
 * leaves them nothing. No staff right is usable before the person reading the mailbox sets a password from the
 * invitation's link.
 */
final class PromotedShopperTest extends TestCase
{
    use SeparateBrowsers;

    private const OLD_PASSWORD = 'the early bird passphrase';

    private ?string $sessionPath = null;

    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
    }

    protected function tearDown(): void
    {
        if ($this->sessionPath !== null) {
            File::deleteDirectory($this->sessionPath);
        }
        parent::tearDown();
    }

    /** @return array<string, array{string}> */
    public static function sessionStores(): array
    {
        return ['file sessions' => ['file'], 'database sessions' => ['database']];
    }

    private function useSessionStore(string $driver): void
    {
        if ($driver === 'file') {
            $this->sessionPath = storage_path('framework/testing/sessions-'.bin2hex(random_bytes(4)));
            File::ensureDirectoryExists($this->sessionPath);
            config(['session.files' => $this->sessionPath]);
        }
        config(['session.driver' => $driver]);
    }

    private function invite(string $email, StaffRole $role = StaffRole::Owner): string
    {
        app(InviteStaffMember::class)->handle('Ion', $email, $role, 'ro', StaffActor::console());
        $token = null;
        Mail::assertQueued(StaffInvitationMail::class, function (StaffInvitationMail $mail) use ($email, &$token): bool {
            $token = $mail->token;

            return $mail->hasTo($email);
        });

        return (string) $token;
    }

    #[Test]
    #[DataProvider('sessionStores')]
    public function promotion_resets_every_credential_the_shop_account_had(string $driver): void
    {
        $this->useSessionStore($driver);
        $shopper = User::factory()->createOne(['email' => 'ion@example.md', 'password' => self::OLD_PASSWORD, 'two_factor_secret' => Totp::generateSecret(), 'two_factor_confirmed_at' => now()]);
        TwoFactorCodes::regenerateRecoveryCodes($shopper);
        $apiToken = $shopper->createToken('a script')->plainTextToken;
        $resetToken = Password::broker()->createToken($shopper);
        $oldRememberToken = $shopper->fresh()?->remember_token;

        // Signed in with the old password and their own authenticator, remembered.
        $early = [];
        $this->visit($early, 'POST', '/autentificare', ['email' => 'ion@example.md', 'password' => self::OLD_PASSWORD, 'remember' => true])
            ->assertRedirect('/autentificare/cod');
        $this->visit($early, 'POST', '/autentificare/cod', ['code' => Totp::codeAt((string) $shopper->two_factor_secret, Totp::step(now()->getTimestamp()))])
            ->assertRedirect('/cont');
        $this->visit($early, 'GET', '/cont')->assertOk();
        $recaller = Auth::guard('web')->getRecallerName();
        $this->assertArrayHasKey($recaller, $early);
        $rememberMe = [$recaller => $early[$recaller]];

        $token = $this->invite('ion@example.md');

        $user = $shopper->fresh();
        $this->assertNotNull($user);
        $this->assertSame(StaffRole::Owner, $user->role);
        $this->assertFalse(Hash::check(self::OLD_PASSWORD, $user->password));
        $this->assertNull($user->two_factor_secret);
        $this->assertNull($user->two_factor_confirmed_at);
        $this->assertSame(0, $user->recoveryCodes()->count());
        $this->assertSame(0, $user->tokens()->count());
        $this->assertNotSame($oldRememberToken, $user->remember_token);
        $this->assertFalse(Password::broker()->tokenExists($user, $resetToken));
        if ($driver === 'database') {
            $this->assertSame(0, DB::table('sessions')->where('user_id', $user->id)->count());
        }

        // The open session, the remember-me cookie, the old password and the API token all open nothing.
        $this->visit($early, 'GET', '/admin')->assertRedirect('/autentificare');
        $this->assertGuest();
        $this->visit($rememberMe, 'GET', '/cont')->assertRedirect('/autentificare');
        $this->assertGuest();
        $stranger = [];
        $this->visit($stranger, 'GET', '/autentificare')->assertOk();
        // Sent back to the form, not on to the code step.
        $this->visit($stranger, 'POST', '/autentificare', ['email' => 'ion@example.md', 'password' => self::OLD_PASSWORD])
            ->assertRedirect('/autentificare');
        $this->assertGuest();
        $this->app['auth']->forgetGuards();
        $this->getJson('/api/user', ['Authorization' => 'Bearer '.$apiToken])->assertUnauthorized();

        // The invitation's link is the way in: a new password, then the back office (which asks for a second factor).
        $mailbox = [];
        $this->visit($mailbox, 'POST', '/resetare-parola', ['token' => $token, 'email' => 'ion@example.md', 'password' => 'a passphrase of my own', 'password_confirmation' => 'a passphrase of my own'])
            ->assertRedirect('/admin');
        $this->assertAuthenticatedAs($user);
    }

    #[Test]
    public function a_registration_link_the_address_got_before_the_invitation_opens_no_back_office(): void
    {
        $this->post('/inregistrare', ['name' => 'Ion', 'email' => 'ion@example.md', 'password' => self::OLD_PASSWORD, 'password_confirmation' => self::OLD_PASSWORD, 'terms' => true])
            ->assertRedirect('/inregistrare/trimis');
        $link = null;
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail) use (&$link): bool {
            preg_match('#https?://[^"\s]+/inregistrare/confirmare/[^"\s]+#', $mail->render(), $match);
            $link = html_entity_decode($match[0] ?? '');

            return $mail->kind === AccountMail::CONFIRM_REGISTRATION;
        });
        $this->invite('ion@example.md', StaffRole::Manager);

        // The link still confirms the address, but whoever opens it signs in with a password of their own.
        $this->get((string) $link)->assertRedirect('/autentificare');
        $this->assertGuest();
        $this->assertNotNull(User::query()->where('email', 'ion@example.md')->value('email_verified_at'));
    }
}
