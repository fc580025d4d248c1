<?php

declare(strict_types=1);

namespace App\Mail\Orders;

use App\Enums\OrderStatus;
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
 * Tells the customer their order moved (confirmed, shipped, ready for pickup, completed, cancelled with the reason;
 * confirmed and ready for pickup with the store's address and hours, when it is ready and how long it is kept), in the
 * order's language, with the signed link to the order page. Sent from the order mails' outbox (App\Services\Orders\OrderMailOutbox::recordStatus()).
 */
final class OrderStatusChanged extends Mailable
{
    use Queueable;
    use SerializesModels;

    public function __construct(public readonly Order $order, public readonly OrderStatus $status)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('orders.status_mail.'.$this->status->value.'.subject', ['number' => (string) $this->order->number]));
    }

    public function content(): Content
    {
        $this->order->loadMissing(['lines', 'store']);
        $pickup = in_array($this->status, [OrderStatus::Confirmed, OrderStatus::ReadyForPickup], true) ? PickupPromise::for($this->order) : null;

        return new Content(
            view: 'mail.orders.status',
            text: 'mail.orders.status-text',
            with: [
                'order' => $this->order,
                'move' => $this->status->value,
                'url' => OrderLinks::page($this->order),
                'pickup' => $pickup,
                'reason' => $this->status === OrderStatus::Cancelled ? $this->order->cancel_reason : null,
                // Who carries it and its tracking link, when staff named them on shipping (config/couriers.php).
                'shipment' => $this->status === OrderStatus::Shipped ? \App\Services\Orders\Couriers::shipment($this->order->courier, $this->order->tracking_number) : null,
            ],
        );
    }
}
