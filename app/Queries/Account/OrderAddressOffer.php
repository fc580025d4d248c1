<?php

declare(strict_types=1);

namespace App\Queries\Account;

use App\Models\Address;
use App\Models\Order;
use App\Models\User;
use App\Support\Text;

/**
 * The delivery address of the courier order a guest placed before creating their account from it ("create an account
 * with the order's details" on the order's page): offered to be saved on the new account. Only the browser that
 * placed the order (its guest cookie) and only an order with the account's e-mail address count, so an account learns
 * nothing of anyone else's order; an address already saved, or an account that has no room left, is offered nothing.
 *
 * @phpstan-type Offer array{number: string, zone: string, zone_label: string, city: string, address: string}
 */
final class OrderAddressOffer
{
    /**
     * @return Offer|null
     */
    public function for(User $user, ?string $guestId): ?array
    {
        if ($guestId === null) {
            return null;
        }
        /** @var Order|null $order */
        $order = Order::query()->whereNull('user_id')->where('guest_id', $guestId)
            ->whereRaw('lower(email) = ?', [mb_strtolower($user->email)])->where('delivery_method', 'courier')
            ->whereNotNull('delivery_zone')->whereNotNull('city')->whereNotNull('address')
            ->latest('id')->first();
        if ($order === null || $order->number === null || ! array_key_exists((string) $order->delivery_zone, config()->array('checkout.delivery.zones'))) {
            return null;
        }
        $saved = Address::query()->where('user_id', $user->id);
        if ((clone $saved)->count() >= Address::MAX_PER_ACCOUNT
            || (clone $saved)->where('zone', $order->delivery_zone)->where('city', $order->city)->where('address', $order->address)->exists()) {
            return null;
        }

        return [
            'number' => $order->number,
            'zone' => (string) $order->delivery_zone,
            'zone_label' => Text::get('checkout.zone.'.$order->delivery_zone),
            'city' => (string) $order->city,
            'address' => (string) $order->address,
        ];
    }
}
