<?php

declare(strict_types=1);

namespace App\Queries\Admin\Orders;

use App\Actions\Orders\EditOrder;
use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\OrderLine;
use App\Models\Store;
use App\Models\User;
use App\Queries\Orders\OrderDetails;
use App\Queries\Orders\OrderPromotions;
use App\Services\Orders\Couriers;
use App\Services\Returns\AfterSaleTimeline;
use App\Support\Dates;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Support\Carbon;

/**
 * Orders as the back office shows them (money in bani, labels in the staff member's language); types in
 * resources/js/types/admin-orders.ts.
 *
 * @phpstan-type Row array{number: string|null, placed_at: string, name: string|null, phone: string, total: int, delivery: string|null, payment: string|null, one_click: bool, taken_by: string|null, paid_online: bool, payment_attention: bool, status: string, status_label: string}
 * @phpstan-type TimelineEntry array{id: int, type: string, who: string, at: string|null, from: string|null, to: string|null, to_status: string|null, body: string|null, public: bool}
 */
final class OrderProps
{
    /**
     * A row of the list.
     *
     * @return Row
     */
    public static function row(Order $order): array
    {
        return [
            'number' => $order->number,
            'placed_at' => Dates::dateTime($order->created_at),
            'name' => $order->name,
            'phone' => Phone::format($order->phone),
            'total' => $order->total,
            'delivery' => self::deliveryLabel($order),
            'payment' => $order->payment_method === null ? null : Text::get('checkout.payment.'.$order->payment_method),
            'one_click' => $order->kind === 'one_click',
            'taken_by' => self::takenBy($order),
            'paid_online' => $order->paid_at !== null,
            'payment_attention' => $order->getAttribute('payment_attention') !== null,
            'status' => $order->status,
            'status_label' => Text::get($order->currentStatus()->labelKey()),
        ];
    }

    /**
     * Everything the order page shows.
     *
     * @param  array<int, string>  $reservedAt  the place each product's units are reserved at now, by product id
     * @return array{number: string|null, kind: string, taken_by: string|null, can_edit: bool, status: string, status_label: string, version: int, placed_at: string, cancel_reason: string|null, held_until: string|null, customer: array{name: string|null, phone: string, phone_display: string, email: string|null, account: array{name: string, email: string}|null}, delivery: array{method: ?string, zone: ?string, city: ?string, address: ?string, date: ?string, interval: ?string, store: array{name: string, address: string}|null, label: string|null}, payment: array{method: ?string, company_name: ?string, company_idno: ?string, credit_months: ?int, credit_monthly: ?int, label: string|null, credit_programme: string|null}, comment: string|null, call_note: string|null, lines: list<array{name: string, sku: string, unit_price: int, quantity: int, line_total: int, discount: int, reserved_at: string|null}>, subtotal: int, discount_total: int, promos: list<array{label: string, code: string|null, discount: int, free_delivery: bool}>, delivery_fee: int, total: int}
     */
    public static function detail(Order $order, array $reservedAt = []): array
    {
        $account = $order->user_id === null ? null : User::query()->find($order->user_id);

        return [
            'number' => $order->number,
            'kind' => $order->kind,
            // "Taken by Ana by phone" / "Sold by Ana in a store" for an order staff entered by hand; null otherwise.
            'taken_by' => self::takenBy($order),
            // Whether the person signed in may change it now (App\Actions\Orders\EditOrder: before it is packed).
            'can_edit' => EditOrder::editable($order) && (request()->user()?->can('edit', $order) ?? false),
            'status' => $order->status,
            'status_label' => Text::get($order->currentStatus()->labelKey()),
            'version' => $order->version,
            'placed_at' => Dates::dateTime($order->created_at),
            'cancel_reason' => $order->cancel_reason,
            // Until when an unconfirmed order keeps its units (ReleaseUnconfirmedOrders), null once it is confirmed.
            'held_until' => $order->status === OrderStatus::New->value && $order->held_until !== null ? Dates::dateTime($order->held_until) : null,
            'customer' => [
                'name' => $order->name,
                'phone' => $order->phone,
                'phone_display' => Phone::format($order->phone),
                'email' => $order->email,
                'account' => $account === null ? null : ['name' => $account->name, 'email' => $account->email],
            ],
            'delivery' => [
                ...OrderDetails::delivery($order),
                'label' => self::deliveryLabel($order),
                'zone' => $order->delivery_zone === null ? null : Text::get('checkout.zone.'.$order->delivery_zone),
            ],
            'payment' => [
                ...OrderDetails::payment($order),
                'label' => $order->payment_method === null ? null : Text::get('checkout.payment.'.$order->payment_method),
                'credit_programme' => $order->credit_programme,
            ],
            'comment' => $order->comment,
            // Staff's note from the confirming call: the back office's alone (never in the shopper's mails or account).
            'call_note' => $order->call_note,
            'lines' => array_values($order->lines->map(static fn (OrderLine $line): array => [
                ...OrderDetails::line($line),
                'reserved_at' => $line->product_id === null ? null : ($reservedAt[$line->product_id] ?? null),
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
     * The order's timeline, oldest first: who, when, what.
     *
     * @return list<TimelineEntry>
     */
    public static function timeline(Order $order): array
    {
        /** @var list<OrderEvent> $events */
        $events = $order->events()->with('user')->orderBy('id')->get()->all();

        return array_map(static fn (OrderEvent $event): array => [
            'id' => $event->id,
            'type' => $event->type->value,
            'who' => match ($event->actor) {
                OrderActor::Staff => $event->user === null ? Text::get('admin.orders.timeline.staff') : $event->user->name,
                OrderActor::Customer => Text::get('admin.orders.timeline.customer'),
                OrderActor::System => Text::get('admin.orders.timeline.shop'),
            },
            'at' => $event->created_at === null ? null : Dates::dateTime($event->created_at),
            'from' => $event->from_status === null ? null : Text::get('orders.status.'.$event->from_status),
            'to' => match (true) {
                $event->to_status === null => null,
                // A shipment row's to_status is the courier's key.
                $event->type === OrderEventType::Shipment => Couriers::shipment($event->to_status, null)['courier'] ?? $event->to_status,
                default => AfterSaleTimeline::label($event) ?? Text::get('orders.status.'.$event->to_status),
            },
            'to_status' => $event->to_status,
            // A longer hold's body is its new end, as a moment on the shop's clock like every date of the page.
            'body' => $event->type === OrderEventType::HoldExtended && $event->body !== null ? Dates::dateTime(Carbon::parse($event->body)) : $event->body,
            'public' => (in_array($event->type, [OrderEventType::Status, OrderEventType::Shipment], true) || in_array($event->type, AfterSaleTimeline::TYPES, true)) && $event->public,
        ], $events);
    }

    /**
     * The stores, for the filters and the call list's pickup choice.
     *
     * @return list<array{value: int, label: string}>
     */
    public static function stores(): array
    {
        /** @var list<Store> $stores */
        $stores = Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->get()->all();

        return array_map(static fn (Store $store): array => ['value' => $store->id, 'label' => $store->translate('name')], $stores);
    }

    /** Who took an order by hand and how ("Preluată de Ana prin telefon"), or null for the shop's own forms. */
    public static function takenBy(Order $order): ?string
    {
        $kind = OrderKind::tryFrom($order->kind);
        $staffId = $order->getAttributes()['placed_by'] ?? null;
        if ($kind === null || ! $kind->byStaff() || ! is_numeric($staffId)) {
            return null;
        }
        // The list reads the names with its page (OrderList::paginate()); the order page reads the one name.
        $name = $order->getAttributes()['placed_by_name'] ?? User::query()->whereKey((int) $staffId)->value('name');

        return Text::get('admin.orders.taken_by.'.$kind->value, ['name' => is_string($name) ? $name : '']);
    }

    private static function deliveryLabel(Order $order): ?string
    {
        return match ($order->delivery_method) {
            'courier' => Text::get('admin.orders.delivery.courier'),
            'pickup' => Text::get('admin.orders.delivery.pickup').($order->store === null ? '' : ' · '.$order->store->translate('name')),
            default => null,
        };
    }
}
