<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/** Tells the shop's staff about a new order (a one-click order asks them to call the shopper back); sent from the outbox. */
final class OrderForShop extends Mailable
{
    use Queueable;
    use SerializesModels;

    public function __construct(public readonly Order $order)
    {
    }

    public function envelope(): Envelope
    {
        $key = $this->order->kind === 'one_click' ? 'orders.mail.shop_subject_one_click' : 'orders.mail.shop_subject';

        return new Envelope(subject: Text::get($key, ['number' => (string) $this->order->number, 'phone' => Phone::format($this->order->phone)]));
    }

    public function content(): Content
    {
        $this->order->loadMissing(['lines', 'store']);

        return new Content(
            view: 'mail.orders.for-shop',
            text: 'mail.orders.for-shop-text',
            with: ['order' => $this->order, 'url' => OrderLinks::page($this->order, locale: 'ro')],
        );
    }
}
