<?php

declare(strict_types=1);

namespace Tests\Feature\Settings;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\URL;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A new e-mail address on the profile (App\Actions\Settings\UpdateProfile, ConfirmEmailChange): the form answers the
 * same whether the address is free or another account's, and the change happens only through the link mailed to
 * the new address. The happy path in both languages: SettingsTest.
 */
final class EmailChangeTest extends TestCase
{
    private function ask(User $user, string $email, string $prefix = ''): TestResponse
    {
        return $this->actingAs($user)->from($prefix.'/cont/setari/profil')->patch($prefix.'/cont/setari/profil', [
            'name' => $user->name, 'email' => $email, 'phone' => '', 'locale' => $user->locale, 'current_password' => 'password',
        ]);
    }

    private function link(User $user, string $address, int $minutes = 60): string
    {
        return URL::temporarySignedRoute('email-change.confirm', now()->addMinutes($minutes), ['id' => $user->id, 'hash' => sha1($address)]);
    }

    #[Test]
    public function an_address_another_account_has_gets_the_same_answer_as_a_free_one_and_its_owner_is_told(): void
    {
        Mail::fake();
        User::factory()->create(['email' => 'ion@example.md', 'locale' => 'ru']);
        $ana = User::factory()->create(['email' => 'ana@example.md']);
        $vlad = User::factory()->create(['email' => 'vlad@example.md']);

        foreach ([[$ana, 'ion@example.md'], [$vlad, 'vlad.nou@example.md']] as [$user, $address]) {
            $this->ask($user, $address)->assertRedirect('/cont/setari/profil')->assertSessionHasNoErrors()
                ->assertSessionHas('status', 'Am trimis un link la '.$address.'. Adresa contului se schimbă după ce îl deschideți; până atunci vă scriem la adresa de acum.');
        }
        $this->assertSame(['ana@example.md', 'ion@example.md'], [$ana->fresh()?->email, $ana->fresh()?->pending_email]);

        // The owner of the address is told, in their language, and no link that could move it reaches anyone.
        Mail::assertQueued(AccountMail::class, 2);
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::EMAIL_CHANGE_ATTEMPT
            && $mail->hasTo('ion@example.md') && str_contains($mail->render(), 'Он уже принадлежит вашему аккаунту'));
        Mail::assertQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::CONFIRM_EMAIL_CHANGE && $mail->hasTo('vlad.nou@example.md'));
        Mail::assertNotQueued(AccountMail::class, fn (AccountMail $mail): bool => $mail->kind === AccountMail::CONFIRM_EMAIL_CHANGE && $mail->hasTo('ion@example.md'));

        // Even a forged link for it (a valid signature) cannot take the address: the unique index refuses it.
        $this->actingAs($ana)->get($this->link($ana, 'ion@example.md'))->assertForbidden();
        $this->assertSame(['ana@example.md', null], [$ana->fresh()?->email, $ana->fresh()?->pending_email]);
    }

    #[Test]
    public function a_link_for_an_address_typed_over_since_or_taken_meanwhile_changes_nothing(): void
    {
        Mail::fake();
        $ana = User::factory()->create(['email' => 'ana@example.md']);
        $this->ask($ana, 'first@example.md');
        $this->ask($ana, 'second@example.md');

        $this->get($this->link($ana, 'first@example.md'))->assertForbidden();
        $this->assertSame(['ana@example.md', 'second@example.md'], [$ana->fresh()?->email, $ana->fresh()?->pending_email]);

        // Someone registers the waiting address before its link is opened.
        User::factory()->create(['email' => 'second@example.md']);
        $this->get($this->link($ana, 'second@example.md'))->assertForbidden();
        $this->assertSame(['ana@example.md', null], [$ana->fresh()?->email, $ana->fresh()?->pending_email]);
        $this->assertSame(1, User::query()->where('email', 'second@example.md')->count());
    }

    #[Test]
    public function an_expired_or_altered_link_or_one_opened_by_someone_else_signed_in_is_refused(): void
    {
        Mail::fake();
        $ana = User::factory()->create(['email' => 'ana@example.md']);
        $this->ask($ana, 'ana.nou@example.md');
        $link = $this->link($ana, 'ana.nou@example.md');

        $this->get($this->link($ana, 'ana.nou@example.md', minutes: -1))->assertForbidden();
        $this->get(str_replace('signature=', 'signature=0', $link))->assertForbidden();
        $this->actingAs(User::factory()->create())->get($link)->assertForbidden();
        $this->assertSame('ana@example.md', $ana->fresh()?->email);

        // Opened signed out, it still works (the signature is the proof) and sends the person to sign in.
        auth()->logout();
        $this->get($link)->assertRedirect('/autentificare')->assertSessionHas('status', 'Adresa de e-mail a contului a fost schimbată și confirmată.');
        $this->assertSame('ana.nou@example.md', $ana->fresh()?->email);
    }

    #[Test]
    public function an_account_may_name_five_new_addresses_an_hour_and_other_saves_are_not_counted(): void
    {
        Mail::fake();
        $ana = User::factory()->create(['email' => 'ana@example.md']);
        foreach (range(1, 5) as $i) {
            $this->ask($ana, "ana{$i}@example.md")->assertSessionHasNoErrors();
        }

        $this->ask($ana, 'ana6@example.md', '/ru')->assertStatus(302)
            ->assertSessionHasErrors(['email' => 'Слишком много попыток. Повторите через 60 мин.']);
        $this->assertSame('ana5@example.md', $ana->fresh()?->pending_email);
        Mail::assertQueued(AccountMail::class, 5);

        $this->patch('/cont/setari/profil', ['name' => 'Ana Rusu', 'email' => 'ana@example.md', 'phone' => '', 'locale' => 'ro'])->assertSessionHasNoErrors();
        $this->assertSame('Ana Rusu', $ana->fresh()?->name);
    }
}
