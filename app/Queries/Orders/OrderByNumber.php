<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Models\Order;

/** An order by its public number, with the relations its caller names (the order page shows lines and store). */
final class OrderByNumber
{
    /**
     * @param  list<'lines'|'store'>  $with
     */
    public function find(string $number, array $with = []): ?Order
    {
        /** @var Order|null $order */
        $order = Order::query()->where('number', $number)->with($with)->first();

        return $order;
    }
}
