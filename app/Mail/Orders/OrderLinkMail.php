<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/** A fresh signed link to the order page, asked for from the page of an expired one; in the order's language. */
final class OrderLinkMail extends Mailable implements ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    public function __construct(public readonly Order $order)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('orders.link_mail.subject', ['number' => (string) $this->order->number]));
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.orders.link',
            text: 'mail.orders.link-text',
            with: ['order' => $this->order, 'url' => OrderLinks::page($this->order)],
        );
    }
}
