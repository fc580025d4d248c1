<?php

declare(strict_types=1);

namespace App\Mail\Newsletter;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Mail\Mailables\Headers;

/**
 * The double opt-in e-mail: a link that confirms the subscription and one that cancels it, in the subscriber's
 * language. It carries the plain tokens; the database keeps only their hashes.
 */
final class NewsletterConfirmation extends Mailable implements ShouldQueue
{
    use Queueable;

    public function __construct(
        private readonly string $confirmToken,
        private readonly string $unsubscribeToken,
        private readonly string $subscriberLocale,
    ) {
        $this->locale($subscriberLocale);
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('mail.newsletter.subject', [], $this->subscriberLocale));
    }

    public function headers(): Headers
    {
        return new Headers(text: ['List-Unsubscribe' => '<'.$this->unsubscribeUrl().'>']);
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.newsletter.confirm',
            text: 'mail.newsletter.confirm-text',
            with: [
                'confirmUrl' => url(LocalizedRoutes::url('newsletter.confirm', ['token' => $this->confirmToken], $this->subscriberLocale)),
                'unsubscribeUrl' => $this->unsubscribeUrl(),
            ],
        );
    }

    private function unsubscribeUrl(): string
    {
        return url(LocalizedRoutes::url('newsletter.unsubscribe', ['token' => $this->unsubscribeToken], $this->subscriberLocale));
    }
}
