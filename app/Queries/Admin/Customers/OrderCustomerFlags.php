<?php

declare(strict_types=1);

namespace App\Queries\Admin\Customers;

use App\Models\Customer;
use App\Models\Order;

/**
 * The customer's flag wherever its orders show in the back office (the order list and the order page), in one
 * query for a whole page of orders.
 */
final class OrderCustomerFlags
{
    /**
     * The flag of each order's customer, by order number (orders of customers without a flag are left out).
     *
     * @param  iterable<Order>  $orders
     * @return array<string, array{value: string, label: string, tone: string}>
     */
    public static function forOrders(iterable $orders): array
    {
        $customerOf = [];
        foreach ($orders as $order) {
            if ($order->customer_id !== null && $order->number !== null) {
                $customerOf[$order->number] = $order->customer_id;
            }
        }
        if ($customerOf === []) {
            return [];
        }
        $flags = Customer::query()->whereKey(array_values(array_unique($customerOf)))->whereNotNull('flag')->get(['id', 'flag'])->keyBy('id');
        $result = [];
        foreach ($customerOf as $number => $customerId) {
            $flag = CustomerList::flag($flags->get($customerId)?->flag);
            if ($flag !== null) {
                $result[$number] = $flag;
            }
        }

        return $result;
    }

    /**
     * The order page's link to its customer, with the flag and its note.
     *
     * @return array{id: int, name: string|null, orders: int, erased: bool, flag: array{value: string, label: string, tone: string}|null, flag_note: string|null}|null
     */
    public static function forOrder(Order $order): ?array
    {
        $customer = $order->customer_id === null ? null : Customer::query()->find($order->customer_id);
        if ($customer === null) {
            return null;
        }

        return [
            'id' => $customer->id,
            'name' => $customer->name,
            'orders' => $customer->orders_count,
            'erased' => $customer->isErased(),
            'flag' => CustomerList::flag($customer->flag),
            'flag_note' => $customer->flag_note,
        ];
    }
}
