<?php

declare(strict_types=1);

namespace Tests\Feature\Auth;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Auth\Events\Login;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use Mockery;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Account\AccountTestCase;

final class RegistrationTest extends AccountTestCase
{
    /** @return array<string, mixed> */
    private function form(array $overrides = []): array
    {
        return [
            'name' => 'Ana Popescu',
            'email' => 'Ana@Example.md',
            'phone' => '+373 69 123 456',
            'password' => 'a long passphrase',
            'password_confirmation' => 'a long passphrase',
            'terms' => true,
            ...$overrides,
        ];
    }

    /** @return array<string, array{string, string, string, string, string}> */
    public static function languages(): array
    {
        return [
            'ro' => ['ro', '', 'Înregistrare', 'Confirmați contul la', 'Verificați e-mailul'],
            'ru' => ['ru', '/ru', 'Регистрация', 'Подтвердите аккаунт в', 'Проверьте почту'],
        ];
    }

    /** The link of the queued confirmation mail to an address. */
    private function confirmationLink(string $email): string
    {
        $url = null;
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail) use ($email, &$url): bool {
            if ($mail->kind !== AccountMail::CONFIRM_REGISTRATION || ! $mail->hasTo($email)) {
                return false;
            }
            preg_match('#https?://[^"\s]+/inregistrare/confirmare/[^"\s]+#', $mail->render(), $match);
            $url = html_entity_decode($match[0] ?? '');

            return true;
        });

        return (string) $url;
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_shopper_registers_and_is_told_to_open_the_mailed_link_in_their_language(string $locale, string $prefix, string $title, string $subject, string $sentTitle): void
    {
        Mail::fake();
        $this->get($prefix.'/inregistrare')->assertOk()->assertInertia(fn (Assert $page) => $page->component('auth/register')->where('meta.title', $title)->etc());

        $this->post($prefix.'/inregistrare', $this->form())->assertRedirect($prefix.'/inregistrare/trimis');

        // Not signed in: only the mailed link opens the new account.
        $this->assertGuest();
        $user = User::query()->where('email', 'ana@example.md')->firstOrFail();
        $this->assertSame('+37369123456', $user->phone);
        $this->assertSame($locale, $user->locale);
        $this->assertNull($user->email_verified_at);
        $this->assertTrue(Hash::check('a long passphrase', $user->password));

        Mail::assertQueued(AccountMail::class, 1);
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::CONFIRM_REGISTRATION && $mail->hasTo('ana@example.md')
            && str_contains($mail->render(), $subject) && str_contains($mail->render(), $prefix.'/inregistrare/confirmare/'.$user->id.'/'));

        $this->get($prefix.'/inregistrare/trimis')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('auth/register-sent')->where('meta.title', $sentTitle)->where('email', 'ana@example.md')->etc());
    }

    #[Test]
    #[DataProvider('languages')]
    public function the_mailed_link_verifies_the_account_signs_it_in_once_and_opens_the_welcome_page(string $locale, string $prefix): void
    {
        Mail::fake();
        Event::fake([Login::class]);
        $this->post($prefix.'/inregistrare', $this->form());
        $user = User::query()->where('email', 'ana@example.md')->firstOrFail();
        $link = $this->confirmationLink('ana@example.md');

        $this->get($link)->assertRedirect($prefix.'/cont/bun-venit');
        $this->assertAuthenticatedAs($user);
        $this->assertTrue($user->fresh()?->hasVerifiedEmail());
        // The Login event is what merges the guest's cart and lists into the account.
        Event::assertDispatched(Login::class, static fn (Login $event): bool => $event->user->getAuthIdentifier() === $user->id);
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::WELCOME && $mail->hasTo('ana@example.md'));
        $this->get($prefix.'/cont/bun-venit')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('account/welcome')->where('account.name', 'Ana Popescu')->where('account.email_verified', true)->etc());

        // Opened again (a forwarded mail, a shared computer), it signs nobody in.
        $this->post($prefix.'/iesire');
        $this->get($link)->assertRedirect($prefix.'/autentificare')->assertSessionHas('status');
        $this->assertGuest();
        Event::assertDispatchedTimes(Login::class, 1);
    }

    #[Test]
    public function an_expired_or_altered_link_opens_nothing(): void
    {
        Mail::fake();
        $this->post('/inregistrare', $this->form());
        $link = $this->confirmationLink('ana@example.md');

        $this->get(str_replace('/'.sha1('ana@example.md'), '/'.sha1('eve@example.md'), $link))->assertForbidden();
        $this->travel(61)->minutes();
        $this->get($link)->assertForbidden()->assertInertia(fn (Assert $page) => $page->component('auth/verify-email')->where('linkInvalid', true)->etc());
        $this->assertGuest();
        $this->assertFalse(User::query()->firstOrFail()->hasVerifiedEmail());
    }

    #[Test]
    public function an_address_that_has_an_account_gets_exactly_the_same_answer_and_its_owner_is_mailed_instead(): void
    {
        Mail::fake();
        $new = $this->post('/inregistrare', $this->form());
        $newPage = $this->withHeaders($this->inertia())->get('/inregistrare/trimis');
        $owner = User::query()->where('email', 'ana@example.md')->firstOrFail();
        $owner->forceFill(['locale' => 'ru', 'email_verified_at' => now()])->save();
        $this->flushSession();
        Mail::fake();

        // The password is hashed in this case too, so the answer takes as long.
        $hasher = Mockery::mock(app('hash'));
        $hasher->shouldReceive('make')->once()->passthru();
        Hash::swap($hasher);
        $again = $this->post('/inregistrare', $this->form(['name' => 'Eve', 'password' => 'another passphrase', 'password_confirmation' => 'another passphrase']));
        $againPage = $this->withHeaders($this->inertia())->get('/inregistrare/trimis');

        $this->assertSame($new->getStatusCode(), $again->getStatusCode());
        $this->assertSame($new->headers->get('Location'), $again->headers->get('Location'));
        $this->assertSame($newPage->getStatusCode(), $againPage->getStatusCode());
        $this->assertSame($newPage->json('component'), $againPage->json('component'));
        $this->assertEquals($newPage->json('props'), $againPage->json('props'));
        $this->assertGuest();

        // No second account, the owner's password untouched, and the owner told in their own language.
        $this->assertSame(1, User::query()->count());
        $this->assertTrue(Hash::check('a long passphrase', (string) $owner->fresh()?->password));
        Mail::assertQueued(AccountMail::class, 1);
        Mail::assertQueued(AccountMail::class, function (AccountMail $mail): bool {
            $html = $mail->render();

            return $mail->kind === AccountMail::REGISTRATION_ATTEMPT && $mail->hasTo('ana@example.md') && $mail->locale === 'ru'
                && str_contains($html, 'Кто-то пытался создать аккаунт') && str_contains($html, '/ru/autentificare')
                && str_contains($html, '/ru/parola-uitata');
        });
    }

    #[Test]
    public function the_phone_is_optional(): void
    {
        $this->post('/inregistrare', $this->form(['phone' => '']))->assertRedirect('/inregistrare/trimis');
        $this->assertNull(User::query()->firstOrFail()->phone);
    }

    /** @return array<string, array{array<string, mixed>, string, string, string}> */
    public static function invalidForms(): array
    {
        $password = static fn (string $p): array => ['password' => $p, 'password_confirmation' => $p];

        return [
            'no terms, ro' => [['terms' => false], '', 'terms', 'Pentru a crea contul trebuie să acceptați termenii și condițiile.'],
            'no terms, ru' => [['terms' => false], '/ru', 'terms', 'Чтобы создать аккаунт, примите условия использования.'],
            'phone of another country, ro' => [['phone' => '+40 721 000 000'], '', 'phone', 'Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.'],
            'premium-rate phone, ru' => [['phone' => '0900 12345'], '/ru', 'phone', 'Введите молдавский номер телефона: 0XX XX XX XX или +373 XX XX XX XX, с пробелами и дефисами или без них, например 060 12 34 56.'],
            'nine characters' => [$password('ninechars'), '', 'password', 'parolă'],
            'a common password, ro' => [$password('qwertyuiop'), '', 'password', 'Această parolă este printre cele mai folosite sau a apărut în parolele scurse din alte site-uri și se ghicește ușor. Alegeți alta.'],
            'a common password in capitals, ru' => [$password('QwertyUIOP'), '/ru', 'password', 'Этот пароль — один из самых распространённых или встречался среди утёкших с других сайтов паролей, его легко угадать. Выберите другой.'],
            'a password from a leak, ro' => [$password('christopher'), '', 'password', 'Această parolă este printre cele mai folosite sau a apărut în parolele scurse din alte site-uri și se ghicește ușor. Alegeți alta.'],
            'a password from a leak, ru' => [$password('Manchester1'), '/ru', 'password', 'Этот пароль — один из самых распространённых или встречался среди утёкших с других сайтов паролей, его легко угадать. Выберите другой.'],
            'the e-mail name, ro' => [$password('My Ana.Popescu 2026'), '', 'password', 'Parola nu trebuie să conțină numele din adresa de e-mail (partea dinainte de @).'],
            'the e-mail name, ru' => [['email' => 'ion@example.md', ...$password('x-ION-x-long-enough')], '/ru', 'password', 'Пароль не должен содержать имя из адреса e-mail (часть до @).'],
            'confirmation differs' => [['password_confirmation' => 'another passphrase'], '/ru', 'password', 'пароль'],
            'bad e-mail' => [['email' => 'not-an-email'], '', 'email', 'e-mail'],
        ];
    }

    #[Test]
    #[DataProvider('invalidForms')]
    public function invalid_input_is_refused_next_to_the_field_keeping_what_was_typed(array $overrides, string $prefix, string $field, string $message): void
    {
        $this->from($prefix.'/inregistrare')->post($prefix.'/inregistrare', $this->form(['email' => 'ana.popescu@example.md', ...$overrides]))
            ->assertRedirect($prefix.'/inregistrare')
            ->assertSessionHasErrors($field)
            ->assertSessionHasInput('name', 'Ana Popescu');
        $this->assertStringContainsString($message, (string) session('errors')->first($field));
        $this->assertSame(0, User::query()->count());
        $this->assertGuest();
    }

    #[Test]
    public function ten_characters_of_any_kind_are_enough_and_a_short_email_name_is_not_looked_for(): void
    {
        $this->post('/inregistrare', $this->form(['password' => 'zzzzzzzzzz', 'password_confirmation' => 'zzzzzzzzzz']))->assertRedirect('/inregistrare/trimis');
        // "al" is too short to count as the address's name.
        $this->post('/inregistrare', $this->form(['email' => 'al@example.md', 'password' => 'totally al fine', 'password_confirmation' => 'totally al fine']))
            ->assertRedirect('/inregistrare/trimis');
        $this->assertSame(2, User::query()->count());
    }

    #[Test]
    public function registrations_from_one_ip_are_limited(): void
    {
        Mail::fake();
        for ($i = 0; $i < 10; $i++) {
            $this->post('/inregistrare', $this->form(['email' => "ana$i@example.md"]))->assertRedirect('/inregistrare/trimis');
        }

        $this->withHeaders($this->inertia())->post('/ru/inregistrare', $this->form(['email' => 'late@example.md']))
            ->assertStatus(429)
            ->assertJsonPath('component', 'auth/register')
            ->assertJsonPath('props.errors.email', fn (string $m): bool => str_starts_with($m, 'Слишком много попыток'));
        $this->assertSame(10, User::query()->count());
    }
}
