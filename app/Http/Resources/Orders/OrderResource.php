<?php

declare(strict_types=1);

namespace App\Http\Resources\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Order;
use App\Models\OrderLine;
use App\Services\Orders\PickupPromise;
use App\Support\Dates;
use App\Support\Text;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * An order as its page and the account's history show it (money in bani, labels in the request's language).
 *
 * @mixin Order
 */
final class OrderResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Order $order */
        $order = $this->resource;

        return [
            'number' => $order->number,
            'kind' => $order->kind,
            'status' => $order->status,
            'status_label' => Text::get('orders.status.'.$order->status),
            'placed_at' => Dates::dateTime($order->created_at),
            'version' => $order->version,
            'status_hint' => $this->statusHint($order),
            'timeline' => $this->timeline($order),
            'cancel_url' => $order->status === OrderStatus::New->value ? OrderLinks::cancelUrl($request, $order) : null,
            'contact' => ['name' => $order->name, 'phone' => $order->phone, 'email' => $order->email],
            'delivery' => OrderDetails::delivery($order),
            'pickup' => PickupPromise::for($order),
            'payment' => OrderDetails::payment($order),
            'comment' => $order->comment,
            'lines' => $order->lines->map(static fn (OrderLine $line): array => [
                ...OrderDetails::line($line),
                'url' => LocalizedRoutes::url('products.show', ['slug' => $line->slug]),
            ])->values()->all(),
            'subtotal' => $order->subtotal,
            'delivery_fee' => $order->delivery_fee,
            'total' => $order->total,
        ];
    }

    /** What the current status means for the customer and what happens next. */
    private function statusHint(Order $order): string
    {
        $store = $order->store_id === null ? null : $order->store;
        $key = match ($order->status) {
            OrderStatus::Packed->value => $order->isPickup() ? 'packed_pickup' : 'packed_courier',
            default => $order->status,
        };

        return Text::get('orders.status_hint.'.$key, [
            'store' => $store?->translate('name') ?? '',
            'address' => $store?->translate('address') ?? '',
        ]);
    }

    /**
     * The public timeline, oldest first: the order placed, then each status change (with the cancel reason).
     *
     * @return list<array{status: string, label: string, at: string, reason: string|null, by_you: bool}>
     */
    private function timeline(Order $order): array
    {
        $rows = [['status' => 'placed', 'label' => Text::get('orders.timeline.placed'), 'at' => Dates::dateTime($order->created_at), 'reason' => null, 'by_you' => false]];
        foreach ($order->events as $event) {
            if (! $event->public || $event->type !== OrderEventType::Status || $event->to_status === null) {
                continue;
            }
            $rows[] = [
                'status' => $event->to_status,
                'label' => Text::get('orders.status.'.$event->to_status),
                'at' => Dates::dateTime($event->created_at ?? $order->created_at),
                'reason' => $event->to_status === OrderStatus::Cancelled->value ? $event->body : null,
                'by_you' => $event->actor === OrderActor::Customer,
            ];
        }

        return $rows;
    }
}
