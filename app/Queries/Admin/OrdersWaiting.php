<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Enums\OrderStatus;
use Illuminate\Support\Facades\DB;

/**
 * How many orders wait in each open state (OrderStatus::OPEN, in the order the work goes): one grouped count, read
 * from the orders (status, …) index.
 */
final class OrdersWaiting
{
    /**
     * @return list<array{status: string, count: int}> every open state, 0 when none waits in it
     */
    public function handle(): array
    {
        $statuses = array_map(static fn (OrderStatus $status): string => $status->value, OrderStatus::OPEN);
        $counts = DB::table('orders')
            ->select('status')->selectRaw('count(*) as aggregate')
            ->whereIn('status', $statuses)
            ->groupBy('status')
            ->pluck('aggregate', 'status');

        return array_map(
            static fn (string $status): array => ['status' => $status, 'count' => (int) ($counts[$status] ?? 0)],
            $statuses,
        );
    }
}
