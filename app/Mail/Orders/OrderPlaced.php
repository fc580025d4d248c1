<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Services\Orders\PickupPromise;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * The shopper's confirmation, in the order's language, with the signed link to the order page; for pickup, the store's
 * address and hours, when the order will be ready and how long it is kept (PickupPromise). Sent from the order
 * mails' outbox (App\Services\Orders\OrderMailOutbox), which retries a failed send; the order stands whatever
 * happens to the mail.
 */
final class OrderPlaced extends Mailable
{
    use Queueable;
    use SerializesModels;

    public function __construct(public readonly Order $order)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('orders.mail.subject', ['number' => (string) $this->order->number]));
    }

    public function content(): Content
    {
        $this->order->loadMissing(['lines', 'store']);

        return new Content(
            view: 'mail.orders.placed',
            text: 'mail.orders.placed-text',
            with: ['order' => $this->order, 'url' => OrderLinks::page($this->order), 'pickup' => PickupPromise::for($this->order)],
        );
    }
}
