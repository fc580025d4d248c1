<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Models\Order;
use App\Models\OrderLine;

/**
 * The parts of an order both order pages show, the customer's (CustomerOrder) and the staff's (Admin\Orders\OrderProps):
 * each adds its own fields beside these. Money in bani; lines are the snapshots taken at the order.
 *
 * @phpstan-type Delivery array{method: ?string, zone: ?string, city: ?string, address: ?string, date: ?string, interval: ?string, store: array{name: string, address: string}|null}
 * @phpstan-type Payment array{method: ?string, company_name: ?string, company_idno: ?string, credit_months: ?int, credit_monthly: ?int}
 * @phpstan-type Line array{name: string, sku: string, unit_price: int, quantity: int, line_total: int, discount: int}
 */
final class OrderDetails
{
    /**
     * @return Delivery
     */
    public static function delivery(Order $order): array
    {
        $store = $order->store_id === null ? null : $order->store;

        return [
            'method' => $order->delivery_method,
            'zone' => $order->delivery_zone,
            'city' => $order->city,
            'address' => $order->address,
            'date' => $order->delivery_date === null ? null : substr($order->delivery_date, 0, 10),
            'interval' => $order->delivery_interval,
            'store' => $store === null ? null : ['name' => $store->translate('name'), 'address' => $store->translate('address')],
        ];
    }

    /**
     * @return Payment
     */
    public static function payment(Order $order): array
    {
        return [
            'method' => $order->payment_method,
            'company_name' => $order->company_name,
            'company_idno' => $order->company_idno,
            'credit_months' => $order->credit_months,
            'credit_monthly' => $order->credit_monthly,
        ];
    }

    /**
     * @return Line
     */
    public static function line(OrderLine $line): array
    {
        return [
            'name' => $line->translate('name'),
            'sku' => $line->sku,
            'unit_price' => $line->unit_price,
            'quantity' => $line->quantity,
            'line_total' => $line->line_total,
            // What codes and cart rules took off this line (docs/promo-codes.md).
            'discount' => $line->discount,
        ];
    }
}
