<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Models\Order;
use Illuminate\Database\Eloquent\Relations\Relation;

/**
 * An order by its public number, with the relations its caller names (the order page shows lines, store and the
 * timeline: `events` are then only the public ones, oldest first).
 */
final class OrderByNumber
{
    /**
     * @param  list<'lines'|'store'|'events'>  $with
     */
    public function find(string $number, array $with = []): ?Order
    {
        $query = Order::query()->where('number', $number)->with(array_values(array_diff($with, ['events'])));
        if (in_array('events', $with, true)) {
            $query->with(['events' => static function (Relation $events): void {
                $events->where('public', true)->orderBy('created_at')->orderBy('id');
            }]);
        }
        /** @var Order|null $order */
        $order = $query->first();

        return $order;
    }
}
