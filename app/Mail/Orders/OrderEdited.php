<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * Tells the customer the shop changed their order as agreed (App\Actions\Orders\EditOrder): its delivery, payment,
 * lines and totals as they are now, in the order's language, with the signed link to the order page. Sent from the
 * order mails' outbox (App\Services\Orders\OrderMailOutbox::recordEdited()).
 */
final class OrderEdited extends Mailable
{
    use Queueable;
    use SerializesModels;

    public function __construct(public readonly Order $order)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('orders.edited_mail.subject', ['number' => (string) $this->order->number]));
    }

    public function content(): Content
    {
        $this->order->loadMissing(['lines', 'store']);

        return new Content(
            view: 'mail.orders.edited',
            text: 'mail.orders.edited-text',
            with: [
                'order' => $this->order,
                'url' => OrderLinks::page($this->order),
                'payment' => $this->order->payment_method === null ? null : Text::get('checkout.payment.'.$this->order->payment_method),
            ],
        );
    }
}
