<?php

declare(strict_types=1);

namespace App\Mail;

use App\Models\CreditRequest;
use App\Support\Text;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

/** Tells the shop's staff about a new credit request. */
final class CreditRequestForShop extends Mailable
{
    public function __construct(public readonly CreditRequest $creditRequest)
    {
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
