<?php

declare(strict_types=1);

namespace App\Queries\Admin\Customers;

use App\Enums\CustomerFlag;
use App\Enums\OrderStatus;
use App\Enums\ReturnStatus;
use App\Enums\WarrantyClaimStatus;
use App\Models\Address;
use App\Models\Customer;
use App\Models\CustomerNote;
use App\Models\Order;
use App\Models\OrderReturn;
use App\Models\User;
use App\Models\WarrantyClaim;
use App\Support\Dates;
use App\Support\Phone;
use App\Support\Text;

/**
 * A customer's page in the back office: contact, account, saved addresses, every order (the newest ORDERS), returns
 * and warranty claims of those orders, staff notes (newest first) and the flag. A fixed number of queries whatever
 * the customer holds.
 */
final class CustomerProfile
{
    public const ORDERS = 500;

    /**
     * @return array<string, mixed>
     */
    public function of(Customer $customer): array
    {
        $user = $customer->user_id === null ? null : User::query()->find($customer->user_id);
        /** @var list<Order> $orderList */
        $orderList = Order::query()->where('customer_id', $customer->id)->orderByDesc('created_at')->orderByDesc('id')->limit(self::ORDERS)
            ->get(['id', 'number', 'status', 'total', 'created_at', 'name', 'phone', 'email', 'city', 'address', 'delivery_method', 'company_name', 'company_idno'])->all();
        $numbers = [];
        foreach ($orderList as $order) {
            $numbers[$order->id] = $order->number;
        }
        /** @var list<Address> $addresses */
        $addresses = $user === null ? [] : Address::query()->where('user_id', $user->id)->orderByDesc('is_default')->orderBy('id')->get()->all();
        /** @var list<OrderReturn> $returns */
        $returns = OrderReturn::query()->whereIn('order_id', array_keys($numbers))->orderByDesc('id')->get(['id', 'order_id', 'status', 'created_at'])->all();
        /** @var list<WarrantyClaim> $claims */
        $claims = WarrantyClaim::query()->whereIn('order_id', array_keys($numbers))->orderByDesc('id')->get(['id', 'order_id', 'status', 'created_at'])->all();
        /** @var list<CustomerNote> $notes */
        $notes = CustomerNote::query()->where('customer_id', $customer->id)->orderByDesc('id')->get()->all();
        $flaggedBy = $customer->flagged_by === null ? null : User::query()->whereKey($customer->flagged_by)->value('name');

        return [
            'id' => $customer->id,
            'name' => $customer->name,
            'phone' => $customer->phone,
            'phone_display' => $customer->phone === null ? null : Phone::format($customer->phone),
            'email' => $customer->email,
            'erased_at' => $customer->erased_at === null ? null : Dates::dateTime($customer->erased_at),
            'account' => $user === null ? null : [
                'email' => $user->email,
                'verified' => $user->email_verified_at !== null,
                'since' => $user->created_at === null ? null : Dates::dateTime($user->created_at),
            ],
            'figures' => [
                'orders' => $customer->orders_count,
                'completed' => $customer->completed_count,
                'spent' => $customer->spent,
                'first_order' => $customer->first_order_at === null ? null : Dates::dateTime($customer->first_order_at),
                'last_order' => $customer->last_order_at === null ? null : Dates::dateTime($customer->last_order_at),
            ],
            'flag' => $customer->flag === null ? null : [
                ...(array) CustomerList::flag($customer->flag),
                'note' => $customer->flag_note,
                'by' => $flaggedBy,
                'at' => $customer->flagged_at === null ? null : Dates::dateTime($customer->flagged_at),
            ],
            'addresses' => array_map(static fn (Address $address): array => [
                'id' => $address->id, 'label' => $address->label, 'city' => $address->city, 'address' => $address->address, 'default' => $address->is_default,
            ], $addresses),
            // Addresses the customer's courier orders went to, newest first, each once.
            'delivery_addresses' => array_values(array_unique(array_map(
                static fn (Order $order): string => trim($order->city.', '.$order->address, ', '),
                array_filter($orderList, static fn (Order $order): bool => $order->address !== null && $order->delivery_method === 'courier'),
            ))),
            'orders' => array_map(static fn (Order $order): array => [
                'number' => $order->number,
                'placed_at' => Dates::dateTime($order->created_at),
                'status' => $order->status,
                'status_label' => Text::get(OrderStatus::from($order->status)->labelKey()),
                'total' => $order->total,
                'company' => $order->company_name,
            ], $orderList),
            'orders_shown' => count($orderList),
            'returns' => array_map(static fn (OrderReturn $return): array => [
                'id' => $return->id, 'order' => $numbers[$return->order_id] ?? null, 'at' => Dates::dateTime($return->created_at),
                'status_label' => Text::get(ReturnStatus::from($return->status)->labelKey()),
            ], $returns),
            'claims' => array_map(static fn (WarrantyClaim $claim): array => [
                'id' => $claim->id, 'order' => $numbers[$claim->order_id] ?? null, 'at' => Dates::dateTime($claim->created_at),
                'status_label' => Text::get(WarrantyClaimStatus::from($claim->status)->labelKey()),
            ], $claims),
            'notes' => array_map(static fn (CustomerNote $note): array => ['id' => $note->id, 'author' => $note->author, 'at' => Dates::dateTime($note->created_at), 'body' => $note->body], $notes),
        ];
    }

    /**
     * The flags staff choose from, in the staff member's language.
     *
     * @return list<array{value: string, label: string}>
     */
    public static function flagOptions(): array
    {
        return array_map(static fn (CustomerFlag $flag): array => ['value' => $flag->value, 'label' => Text::get($flag->labelKey())], CustomerFlag::cases());
    }
}
