<?php

declare(strict_types=1);

namespace App\Queries\Admin\Orders;

use App\Infrastructure\Database\LikePattern;
use App\Models\Order;
use App\Models\User;
use App\Support\Phone;
use Illuminate\Database\Eloquent\Builder;

/**
 * The new order's customer search: shoppers' accounts and the customers of past orders whose phone, e-mail or name
 * holds the text, so staff take a returning customer's details instead of typing them. Accounts first (an order
 * taken for an account shows in it), then past orders' customers folded by phone, each with their last address.
 * Bounded: at most 8 accounts and 8 phones, each read by one query on indexed columns or a LIKE over a limited scan.
 */
final class OrderCustomers
{
    private const LIMIT = 8;

    /**
     * @return list<array{key: string, account_id: int|null, name: string, phone: string, phone_display: string, email: string|null, orders: int, city: string|null, address: string|null, delivery_zone: string|null}>
     */
    public function search(string $text): array
    {
        $text = trim($text);
        $phone = Phone::normalize($text);
        $like = LikePattern::containing($text);

        /** @var list<User> $accounts */
        $accounts = User::query()->whereNull('role')
            ->where(static fn (Builder $query) => $query
                ->whereRaw(LikePattern::lowerColumnLike($query, 'email'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name'), [$like])
                ->orWhere('phone', $phone ?? '-'))
            ->orderBy('id')->limit(self::LIMIT)->get()->all();

        /** @var list<Order> $orders */
        $orders = Order::query()
            ->where(static fn (Builder $query) => $query
                ->whereRaw(LikePattern::lowerColumnLike($query, 'email'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name'), [$like])
                ->orWhere('phone', $phone ?? '-'))
            ->orderByDesc('id')->limit(50)->get(['id', 'user_id', 'name', 'phone', 'email', 'city', 'address', 'delivery_zone'])->all();

        $found = [];
        foreach ($accounts as $account) {
            $last = $this->lastOrderOf($orders, $account->id, $account->phone);
            $found['a'.$account->id] = [
                'key' => 'a'.$account->id, 'account_id' => $account->id, 'name' => $account->name,
                'phone' => $account->phone ?? $last->phone ?? '', 'phone_display' => Phone::format($account->phone ?? $last?->phone),
                'email' => $account->email, 'orders' => Order::query()->where('user_id', $account->id)->count(),
                'city' => $last?->city, 'address' => $last?->address, 'delivery_zone' => $last?->delivery_zone,
            ];
        }
        $phones = [];
        foreach ($orders as $order) {
            if (isset($phones[$order->phone]) || count($phones) >= self::LIMIT || ($order->user_id !== null && isset($found['a'.$order->user_id]))) {
                continue;
            }
            $phones[$order->phone] = true;
            $found['p'.$order->phone] = [
                'key' => 'p'.$order->phone, 'account_id' => $order->user_id, 'name' => (string) $order->name,
                'phone' => $order->phone, 'phone_display' => Phone::format($order->phone), 'email' => $order->email,
                'orders' => Order::query()->where('phone', $order->phone)->count(),
                'city' => $order->city, 'address' => $order->address, 'delivery_zone' => $order->delivery_zone,
            ];
        }

        return array_values($found);
    }

    /**
     * @param  list<Order>  $orders
     */
    private function lastOrderOf(array $orders, int $accountId, ?string $phone): ?Order
    {
        foreach ($orders as $order) {
            if ($order->user_id === $accountId || ($phone !== null && $order->phone === $phone)) {
                return $order;
            }
        }

        /** @var Order|null $last */
        $last = Order::query()->where('user_id', $accountId)->orderByDesc('id')->first(['id', 'user_id', 'name', 'phone', 'email', 'city', 'address', 'delivery_zone']);

        return $last;
    }
}
