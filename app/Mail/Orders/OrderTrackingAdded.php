<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Services\Orders\Couriers;
use App\Support\Text;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

/**
 * A short mail that a shipped order got a tracking number it did not have: the courier, the number and its tracking
 * link; sent by the order mails' outbox in the order's language.
 */
final class OrderTrackingAdded extends Mailable
{
    public function __construct(public readonly Order $order)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('orders.tracking_mail.subject', ['number' => (string) $this->order->number]));
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.orders.tracking',
            text: 'mail.orders.tracking-text',
            with: [
                'order' => $this->order,
                'shipment' => Couriers::shipment($this->order->courier, $this->order->tracking_number),
                'url' => OrderLinks::page($this->order),
            ],
        );
    }
}
