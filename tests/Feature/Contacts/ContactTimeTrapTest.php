<?php

declare(strict_types=1);

namespace Tests\Feature\Contacts;

use App\Models\ContactMessage;
use App\Models\User;
use Illuminate\Support\Facades\Crypt;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The contact form's "sent too quickly" guard turns scripts away, not people: a guest whose browser filled the form
 * and who sends it two seconds after it was shown gets through, a signed-in shopper is never timed, and a form sent
 * the moment it was shown is still refused.
 */
final class ContactTimeTrapTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Mail::fake();
    }

    /**
     * @return array<string, string>
     */
    private static function form(int $shownSecondsAgo): array
    {
        return [
            'name' => 'Ion Popescu',
            'email' => 'ion.popescu@example.md',
            'phone' => '',
            'message' => 'Bună ziua! Aveți în stoc mașina de spălat LG F4WV?',
            'website' => '',
            'form_token' => Crypt::encryptString((string) (now()->getTimestamp() - $shownSecondsAgo)),
        ];
    }

    #[Test]
    public function an_autofilled_form_sent_two_seconds_after_it_was_shown_is_taken(): void
    {
        $this->freezeSecond();

        $this->from('/contacte/oficiu')->post('/contacte/oficiu', self::form(2))->assertRedirect('/contacte/oficiu')->assertSessionHasNoErrors();
        $this->from('/ru/contacte/oficiu')->post('/ru/contacte/oficiu', self::form(1))->assertSessionHasNoErrors();

        $this->assertSame(2, ContactMessage::query()->count());
    }

    #[Test]
    public function a_signed_in_shopper_is_not_timed(): void
    {
        $this->freezeSecond();
        $this->actingAs(User::factory()->create());

        $this->from('/contacte/oficiu')->post('/contacte/oficiu', self::form(0))->assertSessionHasNoErrors();

        $this->assertSame(1, ContactMessage::query()->count());
    }

    #[Test]
    public function a_guests_form_sent_the_moment_it_was_shown_is_refused(): void
    {
        $this->freezeSecond();

        $this->from('/contacte/oficiu')->post('/contacte/oficiu', self::form(0))
            ->assertSessionHasErrors(['form_token' => 'Formularul a fost trimis prea repede. Verificați datele și trimiteți din nou.']);

        $this->assertSame(0, ContactMessage::query()->count());
    }

    #[Test]
    public function a_filled_hidden_field_still_keeps_nothing_from_a_signed_in_script(): void
    {
        $this->actingAs(User::factory()->create());

        $this->from('/contacte/oficiu')->post('/contacte/oficiu', [...self::form(0), 'website' => 'https://spam.example'])->assertSessionHasNoErrors();

        $this->assertSame(0, ContactMessage::query()->count());
        Mail::assertNothingQueued();
    }
}
