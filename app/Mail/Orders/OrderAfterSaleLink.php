<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

/**
 * The order page's signed link (the one the order mails carry), asked for from the order lookup to ask for a return
 * or file a warranty claim; sent by the order mails' outbox in the order's language.
 */
final class OrderAfterSaleLink extends Mailable
{
    public function __construct(public readonly Order $order)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('orders.lookup.link_mail.subject', ['number' => (string) $this->order->number]));
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.orders.after-sale-link',
            text: 'mail.orders.after-sale-link-text',
            with: ['order' => $this->order, 'url' => OrderLinks::page($this->order)],
        );
    }
}
