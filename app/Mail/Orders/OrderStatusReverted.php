<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * Tells the customer that a move of their order was made by mistake and taken back (the revert's timeline row: the
 * status taken back, the one the order is in again, the reason), in the order's language, with the signed link to
 * the order page. Sent from the order mails' outbox (App\Services\Orders\OrderMailOutbox::recordRevert()).
 */
final class OrderStatusReverted extends Mailable
{
    use Queueable;
    use SerializesModels;

    public function __construct(public readonly Order $order, public readonly OrderEvent $revert)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('orders.revert_mail.subject', ['number' => (string) $this->order->number]));
    }

    public function content(): Content
    {
        $this->order->loadMissing(['lines', 'store']);

        return new Content(
            view: 'mail.orders.reverted',
            text: 'mail.orders.reverted-text',
            with: [
                'order' => $this->order,
                'from' => Text::get('orders.status.'.$this->revert->from_status),
                'to' => Text::get('orders.status.'.$this->revert->to_status),
                'reason' => $this->revert->body,
                'url' => OrderLinks::page($this->order),
            ],
        );
    }
}
