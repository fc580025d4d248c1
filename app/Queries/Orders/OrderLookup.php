<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Models\Order;
use Illuminate\Database\Eloquent\Relations\Relation;

/**
 * An order by its number and the phone it was placed with (both as the shop stores them), with its public events
 * for the timeline. One query on both together: an unknown number and a known number with another phone cost the
 * same and come back the same, null.
 */
final class OrderLookup
{
    public function find(string $number, string $phone): ?Order
    {
        /** @var Order|null $order */
        $order = Order::query()->where('number', $number)->where('phone', $phone)
            ->with(['store', 'events' => static function (Relation $events): void {
                $events->where('public', true)->orderBy('created_at')->orderBy('id');
            }])->first();

        return $order;
    }
}
