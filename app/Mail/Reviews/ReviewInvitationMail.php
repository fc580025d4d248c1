<?php

declare(strict_types=1);

namespace App\Mail\Reviews;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Mail\Mailables\Headers;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\URL;

/**
 * Invites a customer to review what a completed order brought: a link to each product's reviews, and a one-click
 * link (signed, also as `List-Unsubscribe`) that stops these invitations for the address.
 */
final class ReviewInvitationMail extends Mailable implements ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    /**
     * @param  list<array{name: string, slug: string}>  $items  the products to review, each family once
     */
    public function __construct(
        public readonly string $address,
        public readonly string $recipientName,
        public readonly string $orderNumber,
        public readonly array $items,
        public readonly string $mailLocale,
    ) {
        $this->afterCommit();
    }

    /** The one-click link that stops review invitations to this address (signed, no expiry). */
    public static function unsubscribeUrl(string $email, string $locale): string
    {
        return URL::signedRoute(LocalizedRoutes::name('reviews.invitations.unsubscribe', $locale), ['email' => mb_strtolower($email)]);
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('reviews.invite.subject', ['number' => $this->orderNumber], $this->mailLocale));
    }

    public function headers(): Headers
    {
        return new Headers(text: [
            'List-Unsubscribe' => '<'.self::unsubscribeUrl($this->address, $this->mailLocale).'>',
            'List-Unsubscribe-Post' => 'List-Unsubscribe=One-Click',
        ]);
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.reviews.invitation',
            text: 'mail.reviews.invitation-text',
            with: [
                'name' => $this->recipientName,
                'number' => $this->orderNumber,
                'products' => array_map(fn (array $product): array => [
                    'name' => $product['name'],
                    'url' => url(LocalizedRoutes::url('products.show', ['slug' => $product['slug']], $this->mailLocale)).'#reviews',
                ], $this->items),
                'unsubscribe' => self::unsubscribeUrl($this->address, $this->mailLocale),
            ],
        );
    }
}
