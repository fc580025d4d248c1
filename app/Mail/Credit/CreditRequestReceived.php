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
 * Confirms a credit request to the shopper. Queued once the request is committed, like the order mails: the saved
 * request stands whatever happens to the mail, and a failed send is retried.
 */
final class CreditRequestReceived extends Mailable implements ShouldQueue
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
        return new Envelope(subject: Text::get('credit.mail.received_subject', []));
    }

    public function content(): Content
    {
        return new Content(view: 'mail.credit.request-received', text: 'mail.credit.request-received-text');
    }
}
