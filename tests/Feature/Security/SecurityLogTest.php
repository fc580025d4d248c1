<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Infrastructure\Security\SecurityLog;
use App\Models\User;
use App\Services\Auth\Totp;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\URL;
use Monolog\Handler\TestHandler;
use Monolog\Logger;
use Monolog\LogRecord;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

/**
 * What the `security` channel records: the event, the account when known and the client's address, never a
 * password, code, token or e-mail address.
 */
final class SecurityLogTest extends AccountTestCase
{
    private TestHandler $handler;

    protected function setUp(): void
    {
        parent::setUp();
        config(['logging.channels.security' => ['driver' => 'monolog', 'handler' => TestHandler::class]]);
        Log::forgetChannel('security');
        $logger = Log::channel('security')->getLogger();
        $this->assertInstanceOf(Logger::class, $logger);
        $handler = $logger->getHandlers()[0];
        $this->assertInstanceOf(TestHandler::class, $handler);
        $this->handler = $handler;
        Mail::fake();
    }

    /** @return list<array<string, mixed>> the context of each line, oldest first */
    private function lines(): array
    {
        return array_map(static fn (LogRecord $record): array => $record->context, $this->handler->getRecords());
    }

    /** @return array<string, mixed> */
    private function last(string $event): array
    {
        $lines = array_values(array_filter($this->lines(), static fn (array $line): bool => $line['event'] === $event));
        $this->assertNotEmpty($lines, "No {$event} line in the security log");

        return $lines[count($lines) - 1];
    }

    private function assertNoSecret(string ...$secrets): void
    {
        $all = (string) json_encode($this->lines());
        foreach ($secrets as $secret) {
            $this->assertStringNotContainsString($secret, $all);
        }
    }

    #[Test]
    public function failed_sign_ins_are_logged_with_the_account_or_a_keyed_hash_of_the_address(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);

        $this->withServerVariables(['REMOTE_ADDR' => '10.1.2.3'])->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'wrong secret 1']);
        $this->assertSame(['event' => 'login_failed', 'user_id' => $user->id, 'ip' => '10.1.2.3'], $this->last('login_failed'));

        $this->post('/autentificare', ['email' => 'Nobody@Example.md', 'password' => 'wrong secret 2']);
        $unknown = $this->last('login_failed');
        $this->assertNull($unknown['user_id']);
        $this->assertSame(SecurityLog::emailHash('nobody@example.md'), $unknown['email_hash']);

        $this->assertNoSecret('wrong secret', 'nobody@example.md', 'Nobody@Example.md', 'ana@example.md');
    }

    #[Test]
    public function two_factor_changes_codes_and_failures_are_logged(): void
    {
        [$user, $codes] = $this->userWithTwoFactor(['email' => 'ana@example.md']);

        $this->post('/autentificare', ['email' => 'ana@example.md', 'password' => 'password']);
        $this->post('/autentificare/cod', ['code' => '000000']);
        $this->assertSame(['event' => 'two_factor_failed', 'user_id' => $user->id, 'ip' => '127.0.0.1', 'kind' => 'code'], $this->last('two_factor_failed'));
        $this->post('/autentificare/cod', ['recovery_code' => $codes[0]])->assertRedirect('/cont');
        $this->assertSame(7, $this->last('two_factor_recovery_code_used')['codes_left']);

        $this->withConfirmedPassword()->post('/cont/setari/doi-factori/coduri')->assertRedirect();
        $this->assertSame($user->id, $this->last('two_factor_recovery_codes_regenerated')['user_id']);
        $this->delete('/cont/setari/doi-factori')->assertRedirect();
        $this->assertSame($user->id, $this->last('two_factor_disabled')['user_id']);

        $this->post('/cont/setari/doi-factori');
        $secret = (string) $user->fresh()?->two_factor_secret;
        $this->post('/cont/setari/doi-factori/confirmare', ['code' => Totp::codeAt($secret, Totp::step(now()->getTimestamp()))]);
        $this->assertSame($user->id, $this->last('two_factor_enabled')['user_id']);

        $this->assertNoSecret($codes[0], $secret, '000000', 'password');
    }

    #[Test]
    public function password_e_mail_and_token_changes_are_logged_without_the_secrets(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.md']);
        $this->actingAs($user)->withConfirmedPassword();

        $this->post('/cont/setari/tokenuri-api', ['token_name' => 'Telefon', 'days' => 30]);
        $plain = (string) session('new_token');
        $created = $this->last('api_token_created');
        $this->assertSame([$user->id, 'Telefon', 30], [$created['user_id'], $created['token_name'], $created['days']]);
        $this->delete('/cont/setari/tokenuri-api/'.$created['token_id'])->assertRedirect();
        $this->assertSame('Telefon', $this->last('api_token_revoked')['token_name']);

        $this->patch('/cont/setari/profil', ['name' => 'Ana', 'email' => 'ana.new@example.md', 'phone' => '', 'locale' => 'ro', 'current_password' => 'password']);
        $this->assertSame($user->id, $this->last('email_change_requested')['user_id']);
        $this->get(URL::temporarySignedRoute('email-change.confirm', now()->addHour(), ['id' => $user->id, 'hash' => sha1('ana.new@example.md')]))->assertRedirect();
        $this->assertSame($user->id, $this->last('email_changed')['user_id']);

        $this->put('/cont/setari/parola', ['current_password' => 'password', 'password' => 'new passphrase', 'password_confirmation' => 'new passphrase']);
        $this->assertSame($user->id, $this->last('password_changed')['user_id']);

        $token = app('auth.password.broker')->createToken($user->fresh() ?? $user);
        $this->post('/iesire');
        $this->post('/resetare-parola', ['token' => $token, 'email' => 'ana.new@example.md', 'password' => 'third passphrase', 'password_confirmation' => 'third passphrase']);
        $this->assertSame($user->id, $this->last('password_reset')['user_id']);

        [, $secret] = explode('|', $plain, 2);
        $this->assertNoSecret($secret, 'new passphrase', 'third passphrase', $token, 'ana.new@example.md');
    }
}
