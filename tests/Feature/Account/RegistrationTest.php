<?php

declare(strict_types=1);

namespace Tests\Feature\Account;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;

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

    /** @return array<string, array{string, string, string, string}> */
    public static function languages(): array
    {
        return [
            'ro' => ['ro', '', 'Înregistrare', 'Confirmați adresa de e-mail la'],
            'ru' => ['ru', '/ru', 'Регистрация', 'Подтвердите e-mail в'],
        ];
    }

    #[Test]
    #[DataProvider('languages')]
    public function a_shopper_registers_is_signed_in_and_gets_the_verification_and_welcome_mails_in_their_language(string $locale, string $prefix, string $title, string $verifySubject): void
    {
        Mail::fake();
        $this->get($prefix.'/inregistrare')->assertOk()->assertInertia(fn (Assert $page) => $page->component('auth/register')->where('meta.title', $title)->etc());

        $this->post($prefix.'/inregistrare', $this->form())->assertRedirect($prefix.'/cont/bun-venit');

        $user = User::query()->where('email', 'ana@example.md')->firstOrFail();
        $this->assertAuthenticatedAs($user);
        $this->assertSame('+37369123456', $user->phone);
        $this->assertSame($locale, $user->locale);
        $this->assertNull($user->email_verified_at);
        $this->assertTrue(Hash::check('a long passphrase', $user->password));

        Mail::assertSent(AccountMail::class, 2);
        Mail::assertSent(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::VERIFY && $mail->hasTo('ana@example.md')
            && str_contains($mail->render(), $verifySubject) && str_contains($mail->render(), $prefix.'/cont/verificare-email/'.$user->id.'/'));
        Mail::assertSent(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::WELCOME && $mail->hasTo('ana@example.md'));

        $this->get($prefix.'/cont/bun-venit')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('account/welcome')->where('account.name', 'Ana Popescu')->where('account.email_verified', false)->etc());
    }

    #[Test]
    public function the_phone_is_optional(): void
    {
        $this->post('/inregistrare', $this->form(['phone' => '']))->assertRedirect('/cont/bun-venit');
        $this->assertNull(User::query()->firstOrFail()->phone);
    }

    /** @return array<string, array{array<string, mixed>, string, string, string}> */
    public static function invalidForms(): array
    {
        return [
            'no terms, ro' => [['terms' => false], '', 'terms', 'Pentru a crea contul trebuie să acceptați termenii și condițiile.'],
            'no terms, ru' => [['terms' => false], '/ru', 'terms', 'Чтобы создать аккаунт, примите условия использования.'],
            'phone not +373, ro' => [['phone' => '+40 721 000 000'], '', 'phone', 'Introduceți numărul în formatul +373 XX XXX XXX.'],
            'phone not +373, ru' => [['phone' => '069123456'], '/ru', 'phone', 'Введите номер в формате +373 XX XXX XXX.'],
            'short password' => [['password' => 'short12', 'password_confirmation' => 'short12'], '', 'password', 'parolă'],
            'confirmation differs' => [['password_confirmation' => 'another passphrase'], '/ru', 'password', 'пароль'],
            'bad e-mail' => [['email' => 'not-an-email'], '', 'email', 'e-mail'],
        ];
    }

    #[Test]
    #[DataProvider('invalidForms')]
    public function invalid_input_is_refused_next_to_the_field_keeping_what_was_typed(array $overrides, string $prefix, string $field, string $message): void
    {
        $this->from($prefix.'/inregistrare')->post($prefix.'/inregistrare', $this->form($overrides))
            ->assertRedirect($prefix.'/inregistrare')
            ->assertSessionHasErrors($field)
            ->assertSessionHasInput('name', 'Ana Popescu');
        $this->assertStringContainsString($message, (string) session('errors')->first($field));
        $this->assertSame(0, User::query()->count());
        $this->assertGuest();
    }

    #[Test]
    public function eight_characters_of_any_kind_are_enough(): void
    {
        $this->post('/inregistrare', $this->form(['password' => 'aaaaaaaa', 'password_confirmation' => 'aaaaaaaa']))->assertRedirect('/cont/bun-venit');
    }

    #[Test]
    public function an_address_already_registered_is_refused_whatever_its_capitals(): void
    {
        User::factory()->create(['email' => 'ana@example.md']);

        $this->post('/inregistrare', $this->form(['email' => 'ANA@example.MD']))->assertSessionHasErrors('email');
        $this->assertSame(1, User::query()->count());
    }

    #[Test]
    public function registrations_from_one_ip_are_limited(): void
    {
        Mail::fake();
        for ($i = 0; $i < 10; $i++) {
            $this->post('/inregistrare', $this->form(['email' => "ana$i@example.md"]))->assertRedirect('/cont/bun-venit');
            $this->post('/iesire');
        }

        $this->withHeaders($this->inertia())->post('/ru/inregistrare', $this->form(['email' => 'late@example.md']))
            ->assertStatus(429)
            ->assertJsonPath('component', 'auth/register')
            ->assertJsonPath('props.errors.email', fn (string $m): bool => str_starts_with($m, 'Слишком много попыток'));
        $this->assertSame(10, User::query()->count());
    }
}
