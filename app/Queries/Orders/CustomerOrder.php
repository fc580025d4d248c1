<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\OrderLine;
use App\Services\Orders\Couriers;
use App\Services\Orders\PickupPromise;
use App\Services\Returns\AfterSaleTimeline;
use App\Support\Dates;
use App\Support\Text;
use Illuminate\Http\Request;

/**
 * An order as its page shows it to the customer (money in bani, labels in the request's language). Load `lines`,
 * `store` and `events`; the request decides the cancel form's address (a signed link's page gets a signed one).
 *
 * @phpstan-import-type Delivery from OrderDetails
 * @phpstan-import-type Payment from OrderDetails
 * @phpstan-import-type Promise from PickupPromise
 *
 * @phpstan-type TimelineRow array{status: string, label: string, at: string, reason: string|null, by_you: bool}
 */
final class CustomerOrder
{
    /**
     * @return array{number: string|null, kind: string, status: string, status_label: string, placed_at: string, version: int, status_hint: string, timeline: list<TimelineRow>, cancel_url: string|null, again_url: string|null, contact: array{name: string|null, phone: string, email: string|null}, delivery: Delivery, pickup: Promise|null, payment: Payment, shipment: array{courier: string|null, number: string|null, url: string|null}|null, comment: string|null, lines: list<array{name: string, sku: string, unit_price: int, quantity: int, line_total: int, discount: int, url: string}>, subtotal: int, discount_total: int, promos: list<array{label: string, code: string|null, discount: int, free_delivery: bool}>, delivery_fee: int, total: int}
     */
    public static function of(Order $order, Request $request): array
    {
        return [
            'number' => $order->number,
            'kind' => $order->kind,
            'status' => $order->status,
            'status_label' => Text::get('orders.status.'.$order->status),
            'placed_at' => Dates::dateTime($order->created_at),
            'version' => $order->version,
            'status_hint' => self::statusHint($order),
            'timeline' => self::timeline($order),
            'cancel_url' => $order->status === OrderStatus::New->value ? OrderLinks::cancelUrl($request, $order) : null,
            // "Order again" is the account's own: its products go into the account's cart.
            'again_url' => $order->user_id !== null && $request->user()?->getAuthIdentifier() === $order->user_id
                ? LocalizedRoutes::url('orders.again', ['number' => $order->number]) : null,
            'contact' => ['name' => $order->name, 'phone' => $order->phone, 'email' => $order->email],
            'delivery' => OrderDetails::delivery($order),
            'pickup' => PickupPromise::for($order),
            'payment' => OrderDetails::payment($order),
            // Who carries a shipped order and its tracking link (config/couriers.php), or null.
            'shipment' => \App\Services\Orders\Couriers::shipment($order->courier, $order->tracking_number),
            'comment' => $order->comment,
            'lines' => array_values($order->lines->map(static fn (OrderLine $line): array => [
                ...OrderDetails::line($line),
                'url' => LocalizedRoutes::url('products.show', ['slug' => $line->slug]),
            ])->all()),
            'subtotal' => $order->subtotal,
            // The codes and cart rules the order got and what they took off (total is after them).
            'discount_total' => $order->discount_total,
            'promos' => OrderPromotions::of($order),
            'delivery_fee' => $order->delivery_fee,
            'total' => $order->total,
        ];
    }

    /**
     * Where the order is, without its contact, address or lines: what the order lookup shows to whoever typed the
     * order's number and phone (the order page's status and timeline, the same words).
     *
     * @return array{number: string, status: string, status_label: string, status_hint: string, placed_at: string, timeline: list<TimelineRow>}
     */
    public static function progress(Order $order): array
    {
        return [
            'number' => (string) $order->number,
            'status' => $order->status,
            'status_label' => Text::get('orders.status.'.$order->status),
            'status_hint' => self::statusHint($order),
            'placed_at' => Dates::dateTime($order->created_at),
            // Whoever typed a number and a phone sees that the shipment changed, not the courier's number.
            'timeline' => self::timeline($order, withShipment: false),
        ];
    }

    /** What the current status means for the customer and what happens next. */
    private static function statusHint(Order $order): string
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
     * The public timeline, oldest first: the order placed, then each status change (with the cancel reason); a move
     * staff reverted is left out.
     *
     * @return list<TimelineRow>
     */
    private static function timeline(Order $order, bool $withShipment = true): array
    {
        $rows = [['status' => 'placed', 'label' => Text::get('orders.timeline.placed'), 'at' => Dates::dateTime($order->created_at), 'reason' => null, 'by_you' => false]];
        foreach ($order->events as $event) {
            if ($event->type === OrderEventType::Revert) {
                // A move staff made by mistake and took back (the customer was mailed why): off the public story.
                $last = array_key_last($rows);
                if ($last > 0 && $rows[$last]['status'] === $event->from_status) {
                    array_pop($rows);
                }

                continue;
            }
            if ($event->type === OrderEventType::Shipment && $event->public) {
                $rows[] = self::shipmentRow($event, $withShipment);

                continue;
            }
            $afterSale = AfterSaleTimeline::customerRow($event);
            if ($afterSale !== null) {
                $rows[] = $afterSale;

                continue;
            }
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

    /**
     * Staff set or corrected the courier and tracking number of the shipped order: the new ones, on the order's own
     * page; only that it changed, on the lookup.
     *
     * @return TimelineRow
     */
    private static function shipmentRow(OrderEvent $event, bool $withShipment): array
    {
        $shipment = $withShipment ? Couriers::shipment($event->to_status, $event->body) : null;
        $what = $shipment === null ? '' : implode(' · ', array_filter([$shipment['courier'], $shipment['number']], static fn (?string $part): bool => $part !== null && $part !== ''));

        return [
            'status' => 'shipment',
            'label' => $what === '' ? Text::get('orders.timeline.shipment') : Text::get('orders.timeline.shipment_to', ['shipment' => $what]),
            'at' => Dates::dateTime($event->created_at ?? now()),
            'reason' => null,
            'by_you' => false,
        ];
    }
}
