<?php

declare(strict_types=1);

namespace App\Mail\Credit;

use App\Models\CreditRequest;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * Tells the shop's staff about a new credit request. Queued once the request is committed, like the order mails:
 * the saved request stands whatever happens to the mail, and a failed send is retried.
 */
final class CreditRequestForShop extends Mailable implements ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    public function __construct(public readonly CreditRequest $creditRequest)
    {
        $this->afterCommit();
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('credit.mail.shop_subject', ['name' => $this->creditRequest->name]));
    }

    public function content(): Content
    {
        return new Content(view: 'mail.credit.request-for-shop', text: 'mail.credit.request-for-shop-text');
    }
}
