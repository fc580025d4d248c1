<?php

declare(strict_types=1);

namespace Tests\Feature\Contacts;

use App\Mail\Contacts\ContactMessageReceived;
use App\Models\ContactMessage;
use Illuminate\Support\Facades\Crypt;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class ContactFormTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
        config(['shop.email' => 'suport@shop.test']);
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private static function form(array $overrides = [], int $shownSecondsAgo = 30): array
    {
        return [
            'name' => 'Ion Popescu',
            'email' => 'Ion.Popescu@example.md',
            'phone' => '060 123 456',
            'message' => 'Bună ziua! Aveți în stoc mașina de spălat LG F4WV?',
            'website' => '',
            'form_token' => Crypt::encryptString((string) (now()->getTimestamp() - $shownSecondsAgo)),
            ...$overrides,
        ];
    }

    #[Test]
    public function a_message_is_stored_and_mailed_to_the_shop_with_the_shopper_as_reply_to(): void
    {
        $this->from('/contacte/oficiu')->post('/contacte/oficiu', self::form())
            ->assertRedirect('/contacte/oficiu')->assertSessionHasNoErrors();

        $message = ContactMessage::query()->sole();
        // The number is stored as every phone is, and the mail shows it as every phone is shown.
        $this->assertSame(['Ion Popescu', 'ion.popescu@example.md', '+37360123456', 'ro'], [$message->name, $message->email, $message->phone, $message->locale]);
        Mail::assertQueued(ContactMessageReceived::class, function (ContactMessageReceived $mail) use ($message): bool {
            $html = $mail->render();

            return $mail->hasTo('suport@shop.test')
                && $mail->hasReplyTo('ion.popescu@example.md')
                && $mail->contact->is($message)
                && str_contains($html, 'Aveți în stoc mașina de spălat LG F4WV?')
                && str_contains($html, 'Ion Popescu a trimis un mesaj')
                && str_contains($html, '>060 12 34 56</a>')
                && str_contains($mail->render(), 'tel:+37360123456');
        });
    }

    #[Test]
    public function a_number_from_abroad_is_kept_as_typed(): void
    {
        $this->post('/contacte/oficiu', self::form(['phone' => '+40 721 000 000']))->assertSessionHasNoErrors();

        $this->assertSame('+40 721 000 000', ContactMessage::query()->sole()->phone);
    }

    #[Test]
    public function a_russian_message_goes_back_to_the_russian_page_and_remembers_its_language(): void
    {
        $this->post('/ru/contacte/oficiu', self::form(['phone' => '', 'message' => 'Здравствуйте! Есть ли доставка в Бельцы?']))
            ->assertRedirect('/ru/contacte/oficiu')->assertSessionHasNoErrors();

        $message = ContactMessage::query()->sole();
        $this->assertSame('ru', $message->locale);
        $this->assertNull($message->phone);
        Mail::assertQueued(ContactMessageReceived::class, 1);
    }

    /**
     * @return array<string, array{array<string, mixed>, string, string, string}>
     */
    public static function badInput(): array
    {
        return [
            'no name' => [['name' => '  '], 'name', 'Introduceți numele.', 'Введите имя.'],
            'one-letter name' => [['name' => 'I'], 'name', 'Numele trebuie să aibă între 2 și 100 de caractere.', 'Имя должно содержать от 2 до 100 символов.'],
            'no e-mail' => [['email' => ''], 'email', 'Introduceți adresa de e-mail.', 'Введите адрес e-mail.'],
            'broken e-mail' => [['email' => 'ion@'], 'email', 'Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.md.', 'Введите корректный адрес e-mail, например name@example.md.'],
            'letters for a phone' => [['phone' => 'sunați-mă'], 'phone', 'Introduceți un număr de telefon valid, de exemplu 060 12 34 56.', 'Введите корректный номер телефона, например 060 12 34 56.'],
            'short message' => [['message' => 'Salut'], 'message', 'Mesajul trebuie să aibă cel puțin 10 caractere.', 'Сообщение должно содержать не менее 10 символов.'],
            'huge message' => [['message' => str_repeat('a', 5001)], 'message', 'Mesajul poate avea cel mult 5000 de caractere.', 'Сообщение может содержать не более 5000 символов.'],
            'a list for a name' => [['name' => ['a', 'b']], 'name', 'Câmpul trebuie să conțină text.', 'Поле должно содержать текст.'],
        ];
    }

    /**
     * @param  array<string, mixed>  $overrides
     */
    #[Test]
    #[DataProvider('badInput')]
    public function bad_input_is_refused_next_to_its_field_in_the_shoppers_language_and_keeps_what_was_typed(array $overrides, string $field, string $romanian, string $russian): void
    {
        $form = self::form($overrides);

        $this->from('/contacte/oficiu')->post('/contacte/oficiu', $form)
            ->assertRedirect('/contacte/oficiu')->assertSessionHasErrors([$field => $romanian]);
        if ($field !== 'name') {
            $this->assertSame('Ion Popescu', session()->getOldInput('name'));
        }
        $this->from('/ru/contacte/oficiu')->post('/ru/contacte/oficiu', $form)
            ->assertRedirect('/ru/contacte/oficiu')->assertSessionHasErrors([$field => $russian]);
        $this->postJson('/contacte/oficiu', $form)->assertStatus(422)->assertJsonPath('errors.'.$field.'.0', $romanian);

        $this->assertSame(0, ContactMessage::query()->count());
        Mail::assertNothingQueued();
    }

    #[Test]
    public function a_filled_hidden_field_is_answered_as_sent_but_nothing_is_kept_or_mailed(): void
    {
        $this->from('/contacte/oficiu')->post('/contacte/oficiu', self::form(['website' => 'https://spam.example']))
            ->assertRedirect('/contacte/oficiu')->assertSessionHasNoErrors();

        $this->assertSame(0, ContactMessage::query()->count());
        Mail::assertNothingQueued();
    }

    #[Test]
    public function a_form_sent_within_seconds_of_being_shown_is_refused_with_a_friendly_message(): void
    {
        $this->from('/contacte/oficiu')->post('/contacte/oficiu', self::form([], shownSecondsAgo: 0))
            ->assertSessionHasErrors(['form_token' => 'Formularul a fost trimis prea repede. Verificați datele și trimiteți din nou.']);
        $this->post('/ru/contacte/oficiu', self::form([], shownSecondsAgo: 0))
            ->assertSessionHasErrors(['form_token' => 'Форма отправлена слишком быстро. Проверьте данные и отправьте ещё раз.']);

        $this->assertSame(0, ContactMessage::query()->count());
    }

    /**
     * @return array<string, array{string|null}>
     */
    public static function badTokens(): array
    {
        return [
            'missing' => [null],
            'forged' => [base64_encode('{"iv":"x","value":"1","mac":"y"}')],
            'a day and more old' => ['old'],
        ];
    }

    #[Test]
    #[DataProvider('badTokens')]
    public function a_missing_forged_or_stale_form_token_asks_to_send_again(?string $token): void
    {
        $form = self::form();
        if ($token === null) {
            unset($form['form_token']);
        } else {
            $form['form_token'] = $token === 'old' ? Crypt::encryptString((string) (now()->getTimestamp() - 90_000)) : $token;
        }

        $this->from('/contacte/oficiu')->post('/contacte/oficiu', $form)
            ->assertSessionHasErrors(['form_token' => 'Formularul a expirat. Verificați datele și trimiteți din nou.']);
        $this->assertSame(0, ContactMessage::query()->count());
    }

    #[Test]
    public function one_visitor_is_limited_to_a_few_tries_and_then_told_when_to_come_back(): void
    {
        foreach (range(1, config()->integer('rate_limits.contact.attempts')) as $n) {
            $this->from('/contacte/oficiu')->post('/contacte/oficiu', self::form(['message' => 'Mesajul numărul '.$n]))->assertSessionHasNoErrors();
        }

        $this->from('/contacte/oficiu')->post('/contacte/oficiu', self::form())
            ->assertRedirect('/contacte/oficiu')
            ->assertSessionHasErrors(['message' => 'Prea multe mesaje într-un timp scurt. Încercați din nou peste 10 min.']);
        $this->postJson('/ru/contacte/oficiu', self::form())->assertStatus(429)->assertHeader('Retry-After')
            ->assertJsonPath('message', 'Слишком много сообщений за короткое время. Попробуйте снова через 10 мин.')
            ->assertJsonPath('errors.message.0', 'Слишком много сообщений за короткое время. Попробуйте снова через 10 мин.');
        // Another visitor is not affected.
        $this->withServerVariables(['REMOTE_ADDR' => '10.0.0.2'])->post('/contacte/oficiu', self::form())->assertSessionHasNoErrors();

        $this->assertSame(config()->integer('rate_limits.contact.attempts') + 1, ContactMessage::query()->count());
        $this->travel(11)->minutes();
        $this->post('/contacte/oficiu', self::form())->assertSessionHasNoErrors();
    }

    #[Test]
    public function a_huge_body_is_refused_without_an_error_page(): void
    {
        $this->postJson('/contacte/oficiu', self::form(['message' => str_repeat('spam ', 400_000)]))->assertStatus(422);
        $this->assertSame(0, ContactMessage::query()->count());
    }

    #[Test]
    public function the_staff_mail_has_a_text_part_without_markup(): void
    {
        $this->post('/contacte/oficiu', self::form());

        Mail::assertQueued(ContactMessageReceived::class, function (ContactMessageReceived $mail): bool {
            $text = view('mail.contacts.contact-message-text', ['contact' => $mail->contact])->render();

            return str_contains($text, 'Telefon: 060 12 34 56') && ! str_contains($text, '<td');
        });
    }
}
