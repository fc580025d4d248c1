<?php

declare(strict_types=1);

namespace App\Mail\Contacts;

use App\Models\ContactMessage;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Address;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/** A contact-form message for the shop's staff; replying answers the shopper. */
final class ContactMessageReceived extends Mailable implements ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    public function __construct(public readonly ContactMessage $contact)
    {
        $this->afterCommit();
    }

    public function envelope(): Envelope
    {
        return new Envelope(
            replyTo: [new Address($this->contact->email, $this->contact->name)],
            subject: Text::get('mail.contact.subject', ['name' => $this->contact->name]),
        );
    }

    public function content(): Content
    {
        return new Content(view: 'mail.contacts.contact-message', text: 'mail.contacts.contact-message-text');
    }
}
