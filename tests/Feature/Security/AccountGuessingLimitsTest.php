<?php

declare(strict_types=1);

namespace Tests\Feature\Security;

use App\Mail\Account\AccountMail;
use App\Models\User;
use App\Services\Auth\Totp;
use Illuminate\Support\Facades\Mail;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Guessing spread over many addresses or many accounts: one account's passwords or codes from a hundred addresses
 * wait longer and longer (never a lock longer than the longest wait, and the owner is mailed once a day in their
 * language), and one address trying many accounts stops at a ceiling a success does not reset.
 */
final class AccountGuessingLimitsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        // Waits are asserted to the second (Retry-After): the clock moves only when a test travels.
        $this->freezeSecond();
        Mail::fake();
        foreach (['login', 'two-factor'] as $limiter) {
            config()->set("rate_limits.$limiter.account_free", 3);
            config()->set("rate_limits.$limiter.account_first_delay", 10);
            config()->set("rate_limits.$limiter.account_max_delay", 40);
        }
    }

    /** @param  array<string, mixed>  $data */
    private function fromAddress(int $address, string $uri, array $data): TestResponse
    {
        return $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.'.$address])->post($uri, $data);
    }

    private function wrongCode(User $user): string
    {
        $secret = (string) $user->two_factor_secret;
        for ($step = Totp::step(now()->getTimestamp()) + 100; ; $step++) {
            $code = Totp::codeAt($secret, $step);
            if (Totp::matchingStep($secret, $code, now()->getTimestamp()) === null) {
                return $code;
            }
        }
    }

    private function mailsOf(string $kind): int
    {
        return Mail::queued(AccountMail::class, static fn (AccountMail $mail): bool => $mail->kind === $kind)->count();
    }

    #[Test]
    public function one_accounts_passwords_from_many_addresses_wait_longer_and_longer_and_its_owner_is_told(): void
    {
        User::factory()->createOne(['email' => 'ana@example.md', 'locale' => 'ru']);
        $wrong = ['email' => 'ana@example.md', 'password' => 'a guess'];

        // Three free failures, each from another address, then the fourth goes ahead and starts a 10-second wait.
        for ($address = 1; $address <= 4; $address++) {
            $this->fromAddress($address, '/autentificare', $wrong)->assertSessionHasErrors(['email' => 'Datele de autentificare introduse sunt incorecte.']);
        }
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::SIGN_IN_FAILURES && $mail->hasTo('ana@example.md')
            && str_contains($mail->locale('ru')->render(), 'Кто-то несколько раз ввёл неверный пароль от вашего аккаунта.'));

        $this->fromAddress(5, '/autentificare', $wrong)->assertStatus(429)->assertHeader('Retry-After', '10');

        // The next one waits twice as long (the refused one counted too), up to the longest wait, 40 seconds.
        $this->travel(11)->seconds();
        $this->fromAddress(6, '/autentificare', $wrong)->assertSessionHasErrors('email');
        $this->travel(11)->seconds();
        $this->fromAddress(7, '/autentificare', $wrong)->assertStatus(429)->assertHeader('Retry-After', '29');
        // The owner waits too, from their own address, but never longer than that.
        $this->fromAddress(8, '/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertStatus(429);
        $this->assertGuest();
        $this->travel(30)->seconds();
        $this->fromAddress(8, '/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/cont');
        $this->post('/iesire');

        // Their success cleared the account's failures; another round mails nobody again the same day.
        for ($address = 9; $address <= 12; $address++) {
            $this->fromAddress($address, '/autentificare', $wrong)->assertSessionHasErrors('email');
        }
        $this->assertSame(1, $this->mailsOf(AccountMail::SIGN_IN_FAILURES));
    }

    #[Test]
    public function an_address_nobody_has_is_slowed_down_alike_and_mails_nobody(): void
    {
        for ($address = 1; $address <= 4; $address++) {
            $this->fromAddress($address, '/autentificare', ['email' => 'nobody@example.md', 'password' => 'a guess'])->assertSessionHasErrors('email');
        }
        $this->fromAddress(5, '/autentificare', ['email' => 'nobody@example.md', 'password' => 'a guess'])->assertStatus(429);
        Mail::assertNothingQueued();
    }

    #[Test]
    public function one_address_trying_many_accounts_stops_at_its_ceiling_and_a_success_does_not_reset_it(): void
    {
        config()->set('rate_limits.login.ip_attempts', 4);
        User::factory()->createOne(['email' => 'mine@example.md']);

        foreach (['a', 'b', 'c'] as $name) {
            $this->fromAddress(1, '/autentificare', ['email' => "$name@example.md", 'password' => 'a guess'])->assertSessionHasErrors('email');
        }
        // Signing in to one's own account gives back only its own attempt.
        $this->fromAddress(1, '/autentificare', ['email' => 'mine@example.md', 'password' => 'password'])->assertRedirect('/cont');
        $this->post('/iesire');
        $this->fromAddress(1, '/autentificare', ['email' => 'd@example.md', 'password' => 'a guess'])->assertSessionHasErrors('email');

        $this->fromAddress(1, '/autentificare', ['email' => 'e@example.md', 'password' => 'a guess'])->assertStatus(429);
        // Another address is not held up.
        $this->fromAddress(2, '/autentificare', ['email' => 'e@example.md', 'password' => 'a guess'])->assertSessionHasErrors(['email' => 'Datele de autentificare introduse sunt incorecte.']);
    }

    #[Test]
    public function one_accounts_codes_from_many_addresses_wait_longer_and_longer_and_its_owner_is_told(): void
    {
        $user = User::factory()->createOne(['email' => 'ana@example.md', 'two_factor_secret' => Totp::generateSecret(), 'two_factor_confirmed_at' => now()]);
        $this->fromAddress(1, '/autentificare', ['email' => 'ana@example.md', 'password' => 'password'])->assertRedirect('/autentificare/cod');

        for ($address = 1; $address <= 4; $address++) {
            $this->fromAddress($address, '/autentificare/cod', ['code' => $this->wrongCode($user)])->assertSessionHasErrors('code');
        }
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::TWO_FACTOR_FAILURES && $mail->hasTo('ana@example.md')
            && str_contains($mail->render(), 'Cineva a introdus corect parola contului dumneavoastră'));

        // Even the right code waits, from any address.
        $right = Totp::codeAt((string) $user->two_factor_secret, Totp::step(now()->getTimestamp()));
        $this->fromAddress(5, '/autentificare/cod', ['code' => $right])->assertStatus(429);
        $this->fromAddress(6, '/autentificare/cod', ['code' => $this->wrongCode($user)])->assertStatus(429);
        $this->assertGuest();
        $this->assertSame(1, $this->mailsOf(AccountMail::TWO_FACTOR_FAILURES));
    }

    #[Test]
    public function one_address_guessing_codes_of_many_accounts_stops_at_its_ceiling(): void
    {
        config()->set('rate_limits.two-factor.ip_attempts', 3);
        $users = [];
        foreach (['a', 'b'] as $name) {
            $users[$name] = User::factory()->createOne(['email' => "$name@example.md", 'two_factor_secret' => Totp::generateSecret(), 'two_factor_confirmed_at' => now()]);
        }

        $this->fromAddress(1, '/autentificare', ['email' => 'a@example.md', 'password' => 'password'])->assertRedirect('/autentificare/cod');
        $this->fromAddress(1, '/autentificare/cod', ['code' => $this->wrongCode($users['a'])])->assertSessionHasErrors('code');
        $this->fromAddress(1, '/autentificare/cod', ['code' => $this->wrongCode($users['a'])])->assertSessionHasErrors('code');
        $this->fromAddress(1, '/autentificare', ['email' => 'b@example.md', 'password' => 'password'])->assertRedirect('/autentificare/cod');
        $this->fromAddress(1, '/autentificare/cod', ['code' => $this->wrongCode($users['b'])])->assertSessionHasErrors('code');

        $this->fromAddress(1, '/autentificare/cod', ['code' => $this->wrongCode($users['b'])])->assertStatus(429);
        $this->fromAddress(2, '/autentificare/cod', ['code' => $this->wrongCode($users['b'])])->assertSessionHasErrors('code');
    }
}
