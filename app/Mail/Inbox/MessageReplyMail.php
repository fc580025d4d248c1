<?php

declare(strict_types=1);

namespace App\Mail\Inbox;

use App\Models\ContactMessageReply;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Address;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * A staff member's answer to a contact message, in the language the message was written in (the action sets the
 * mail's locale); replying to it reaches the shop's address. Queued after the reply is committed.
 */
final class MessageReplyMail extends Mailable implements ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    public function __construct(public readonly ContactMessageReply $reply, public readonly string $recipientName)
    {
        $this->afterCommit();
    }

    public function envelope(): Envelope
    {
        return new Envelope(
            replyTo: [new Address(config()->string('shop.email'), (string) config('app.name'))],
            subject: $this->reply->subject,
        );
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.inbox.reply',
            text: 'mail.inbox.reply-text',
            with: [
                'name' => $this->recipientName,
                'subject' => $this->reply->subject,
                'body' => $this->reply->body,
                'staff' => $this->reply->staff_name,
                'original' => $this->reply->contactMessage->message,
            ],
        );
    }
}
