<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Support\Money\Money;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * The customer's receipt for an order paid online, in the order's language, with the signed link to the order page.
 * Sent once from the order mails' outbox (App\Services\Orders\OrderMailOutbox::recordPaid()).
 */
final class OrderPaid extends Mailable
{
    use Queueable;
    use SerializesModels;

    public function __construct(public readonly Order $order)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('payments.mail.subject', ['number' => (string) $this->order->number]));
    }

    public function content(): Content
    {
        $this->order->loadMissing(['lines', 'store']);

        return new Content(
            view: 'mail.orders.paid',
            text: 'mail.orders.paid-text',
            with: [
                'order' => $this->order,
                'amount' => Money::format($this->order->total, $this->locale),
                'url' => OrderLinks::page($this->order),
            ],
        );
    }
}
