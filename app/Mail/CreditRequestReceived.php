<?php

declare(strict_types=1);

namespace App\Mail;

use App\Models\CreditRequest;
use App\Support\Text;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

/** Confirms a credit request to the shopper. */
final class CreditRequestReceived extends Mailable
{
    public function __construct(public readonly CreditRequest $creditRequest)
    {
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
