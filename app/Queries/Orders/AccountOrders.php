<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Models\Order;
use Illuminate\Pagination\LengthAwarePaginator;

/** One account's orders, newest first, with the units on each: two queries a page. */
final class AccountOrders
{
    public const PER_PAGE = 20;

    /**
     * @return LengthAwarePaginator<int, Order>
     */
    public function paginate(int $userId): LengthAwarePaginator
    {
        /** @var LengthAwarePaginator<int, Order> $orders */
        $orders = Order::query()->where('user_id', $userId)
            ->withSum('lines', 'quantity')->orderByDesc('id')->paginate(self::PER_PAGE)->withQueryString();

        return $orders;
    }
}
