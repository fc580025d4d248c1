<?php

declare(strict_types=1);

namespace App\Mail\Reviews;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Review;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * Tells a review's author what the shop did with it: published (with a link to the product page), rejected (with
 * the moderator's reason and a link to edit it), or answered (with the shop's reply). In the language the review was
 * written in (the action sets the mail's locale); queued after the change is committed.
 */
final class ReviewModeratedMail extends Mailable implements ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public const PUBLISHED = 'published';

    public const REJECTED = 'rejected';

    public const REPLIED = 'replied';

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    public function __construct(public readonly Review $review, public readonly string $kind)
    {
        $this->afterCommit();
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('reviews.mail.'.$this->kind.'.subject', ['product' => $this->productName()]));
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.reviews.moderated',
            text: 'mail.reviews.moderated-text',
            with: [
                'kind' => $this->kind,
                'name' => $this->review->user->name,
                'product' => $this->productName(),
                'reason' => $this->review->reject_reason,
                'reply' => $this->review->reply,
                'url' => url(LocalizedRoutes::url('products.show', ['slug' => $this->review->product->slug], $this->locale)).'#reviews',
            ],
        );
    }

    private function productName(): string
    {
        $name = $this->review->product->name;

        return $name[$this->locale] ?? $name['ro'] ?? '';
    }
}
