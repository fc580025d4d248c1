<?php

declare(strict_types=1);

namespace Tests\Feature\Settings;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Facades\Mail;
use Inertia\Support\SessionKey;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;
use Tests\Support\Http\SeparateBrowsers;

/**
 * Two browsers of one person with file sessions (no table to delete rows from): a new password made in one signs the
 * other out at its next request, and neither its remember-me cookie nor an API token gets back in. The same tests run
 * with the sessions in Redis (Tests\Feature\Redis\SignOutOtherSessionsOnRedisTest).
 */
class SignOutOtherSessionsTest extends AccountTestCase
{
    use SeparateBrowsers;

    private ?string $sessionPath = null;

    protected function setUp(): void
    {
        parent::setUp();
        $this->useSessionStore();
        Mail::fake();
    }

    /** Where the sessions live: files here, so no sessions table can be what signs a browser out. */
    protected function useSessionStore(): void
    {
        $this->sessionPath = storage_path('framework/testing/sessions-'.bin2hex(random_bytes(4)));
        File::ensureDirectoryExists($this->sessionPath);
        config(['session.driver' => 'file', 'session.files' => $this->sessionPath]);
    }

    protected function tearDown(): void
    {
        if ($this->sessionPath !== null) {
            File::deleteDirectory($this->sessionPath);
        }
        parent::tearDown();
    }

    /** @return array<string, string> */
    protected function signIn(bool $remember = false): array
    {
        $cookies = [];
        $this->visit($cookies, 'POST', '/autentificare', ['email' => 'ana@example.md', 'password' => 'password', 'remember' => $remember])
            ->assertRedirect('/cont');

        return $cookies;
    }

    #[Test]
    public function changing_the_password_in_one_browser_signs_the_other_out_and_keeps_this_one(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $token = $user->createToken('phone app')->plainTextToken;
        $laptop = $this->signIn();
        $phone = $this->signIn(remember: true);

        $this->visit($laptop, 'GET', '/cont')->assertOk();
        $this->visit($phone, 'GET', '/cont')->assertOk();
        $this->getJson('/api/user', ['Authorization' => 'Bearer '.$token])->assertOk();

        $this->visit($laptop, 'PUT', '/cont/setari/parola', ['current_password' => 'password', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertRedirect('/cont/setari/parola');

        // The laptop that made the change stays in; the phone is out at its next request, remember-me or not.
        $this->visit($laptop, 'GET', '/cont')->assertOk();
        // The phone's sign-out also tells it to drop the account pages it kept in its encrypted history.
        $this->visit($phone, 'GET', '/cont')->assertRedirect('/autentificare')->assertSessionHas(SessionKey::CLEAR_HISTORY, true);
        $this->visit($phone, 'GET', '/cont')->assertRedirect('/autentificare');
        $this->assertGuest();
        $this->app['auth']->forgetGuards();
        $this->getJson('/api/user', ['Authorization' => 'Bearer '.$token])->assertUnauthorized();
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::PASSWORD_CHANGED);
    }

    #[Test]
    public function a_password_reset_signs_every_browser_out(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $laptop = $this->signIn(remember: true);
        $this->visit($laptop, 'GET', '/cont')->assertOk();

        $token = app('auth.password.broker')->createToken($user);
        $stranger = [];
        $this->visit($stranger, 'POST', '/resetare-parola', ['token' => $token, 'email' => 'ana@example.md', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase'])
            ->assertRedirect('/cont');

        $this->visit($laptop, 'GET', '/cont')->assertRedirect('/autentificare');
        $this->visit($stranger, 'GET', '/cont')->assertOk();
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::PASSWORD_CHANGED && $mail->hasTo('ana@example.md'));
    }
}
