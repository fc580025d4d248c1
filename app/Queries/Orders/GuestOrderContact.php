<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Models\Order;
use App\Support\Phone;

/**
 * The contact details of a guest order, for the guest who placed it (their guest id): what the registration form
 * starts with when the shopper comes from the order's page. A number alone reveals nothing.
 */
final class GuestOrderContact
{
    /**
     * @return array{name: string, email: string, phone: string}|null
     */
    public function for(string $number, string $guestId): ?array
    {
        $order = Order::query()->where('number', $number)->whereNull('user_id')->where('guest_id', $guestId)->first();

        return $order === null ? null : ['name' => (string) $order->name, 'email' => (string) $order->email, 'phone' => Phone::format($order->phone)];
    }
}
