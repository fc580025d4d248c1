<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Models\Order;
use Illuminate\Database\Eloquent\Relations\HasMany;

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
        $relations = [];
        foreach ($with as $relation) {
            if ($relation === 'events') {
                $relations['events'] = static fn (HasMany $events): HasMany => $events->where('public', true)->orderBy('created_at')->orderBy('id');
            } else {
                $relations[] = $relation;
            }
        }
        /** @var Order|null $order */
        $order = Order::query()->where('number', $number)->with($relations)->first();

        return $order;
    }
}
