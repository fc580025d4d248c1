<?php

declare(strict_types=1);

namespace Tests\Feature\Mail;

use App\Mail\Newsletter\NewsletterConfirmation;
use Illuminate\Mail\Events\MessageSent;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Mail;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

final class MailLanguageHeaderTest extends TestCase
{
    /** @return array<string, array{string}> */
    public static function languages(): array
    {
        return ['Romanian' => ['ro'], 'Russian' => ['ru']];
    }

    #[DataProvider('languages')]
    public function test_a_mail_carries_the_language_it_was_written_in(string $locale): void
    {
        config(['mail.default' => 'array']);
        $languages = [];
        Event::listen(MessageSent::class, static function (MessageSent $event) use (&$languages): void {
            $languages[] = $event->message->getHeaders()->getHeaderBody('Content-Language');
        });
        App::setLocale($locale === 'ro' ? 'ru' : 'ro');

        Mail::to('reader@example.md')->sendNow(new NewsletterConfirmation('confirm-token', 'unsubscribe-token', $locale));

        $this->assertSame([$locale], $languages);
        $this->assertSame($locale === 'ro' ? 'ru' : 'ro', App::getLocale(), 'the locale of the request is left as it was');
    }

    public function test_a_mail_sent_with_a_locale_says_that_locale_once(): void
    {
        config(['mail.default' => 'array']);
        App::setLocale('ro');

        Mail::to('reader@example.md')->locale('ru')->sendNow(new NewsletterConfirmation('c', 'u', 'ru'));

        /** @var \Illuminate\Mail\Transport\ArrayTransport $transport */
        $transport = Mail::mailer('array')->getSymfonyTransport();
        $sent = $transport->messages()->last();
        $this->assertNotNull($sent);
        $raw = $sent->toString();
        $this->assertSame(1, preg_match_all('/^Content-Language: ru\r?$/m', $raw));
    }
}
