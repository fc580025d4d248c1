<?php

declare(strict_types=1);

namespace App\Queries\Admin\Orders;

use App\Actions\Orders\EditOrder;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Product;
use App\Models\User;
use App\Policies\StaffGates;
use App\Queries\Promotions\PromotionalPrices;
use App\Services\Checkout\DeliveryDays;
use App\Services\Checkout\DeliveryFee;

/**
 * What the forms of an order taken by hand and of an order's edit offer: the checkout's courier zones with the days
 * each offers today (DeliveryDays) and its intervals, the pickup stores, the most units of one product; for an edit,
 * the order's lines with today's list price and stock, the payment methods and whether this person may lower a price.
 */
final class OrderEntryOptions
{
    /**
     * @return array{zones: list<array{value: string, fee: int, free_from: int, dates: list<string>}>, stores: list<array{value: int, label: string}>, intervals: list<string>, max_quantity: int}
     */
    public static function delivery(): array
    {
        /** @var list<string> $intervals */
        $intervals = array_values(config()->array('checkout.delivery.intervals'));

        return [
            'zones' => array_map(
                static fn (string $code, array $zone): array => ['value' => $code, 'fee' => $zone['fee'], 'free_from' => $zone['free_from'], 'dates' => DeliveryDays::for($code)],
                array_keys(DeliveryFee::zones()), DeliveryFee::zones(),
            ),
            'stores' => OrderProps::stores(),
            'intervals' => $intervals,
            'max_quantity' => config()->integer('cart.max_quantity'),
        ];
    }

    /**
     * The edit form's start, or null when this person may not edit the order or it can no longer be edited.
     *
     * @return array<string, mixed>|null
     */
    public static function edit(Order $order, User $user): ?array
    {
        if (! EditOrder::editable($order) || ! $user->can('edit', $order)) {
            return null;
        }
        /** @var list<OrderLine> $lines */
        $lines = OrderLine::query()->where('order_id', $order->id)->whereNotNull('product_id')->orderBy('id')->get()->all();
        $products = Product::query()->whereKey(array_map(static fn (OrderLine $line): ?int => $line->product_id, $lines))->get()->keyBy('id');
        PromotionalPrices::give($products);
        $places = (new CallProducts)->places(array_values(array_map('intval', $products->modelKeys())));

        return [
            ...self::delivery(),
            'payment_methods' => array_values(array_unique([...EditOrder::PAYMENT_METHODS, ...($order->payment_method === null ? [] : [$order->payment_method])])),
            'can_lower_prices' => $user->can(StaffGates::PRICE_BELOW_LIST),
            'paid_online' => $order->paid_at !== null,
            'current' => [
                'name' => $order->name ?? '',
                'phone' => $order->phone,
                'email' => $order->email ?? '',
                'delivery_method' => $order->delivery_method === 'pickup' ? 'pickup' : 'courier',
                'delivery_zone' => $order->delivery_zone ?? '',
                'city' => $order->city ?? '',
                'address' => $order->address ?? '',
                'delivery_date' => $order->delivery_date ?? '',
                'delivery_interval' => $order->delivery_interval ?? '',
                'store_id' => $order->store_id === null ? '' : (string) $order->store_id,
                'payment_method' => $order->payment_method ?? 'cash',
            ],
            'lines' => array_map(static function (OrderLine $line) use ($products, $places): array {
                $product = $products->get($line->product_id);

                return [
                    'id' => (int) $line->product_id, 'name' => $line->translate('name'), 'sku' => $line->sku,
                    'price' => $line->unit_price, 'list_price' => $product instanceof Product ? $product->sellingPrice() : $line->unit_price,
                    'stock' => $product instanceof Product ? $product->stock_total : 0, 'places' => $places[(int) $line->product_id] ?? [],
                    'quantity' => $line->quantity, 'kept' => true,
                ];
            }, $lines),
        ];
    }
}
