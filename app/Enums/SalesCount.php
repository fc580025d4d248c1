<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * How the sales figures (the dashboard's orders, revenue and chart) count an order, by its status
 * (OrderStatus::salesCount(), the one rule): a sale once staff confirmed it; a new order awaits confirmation and is
 * counted apart, in neither orders nor revenue; a cancelled or released one (a one-click hold nobody confirmed)
 * counts nowhere.
 */
enum SalesCount: string
{
    case Sale = 'sale';
    case Awaiting = 'awaiting';
    case None = 'none';

    /**
     * The statuses counted this way, as stored.
     *
     * @return list<string>
     */
    public function statuses(): array
    {
        $statuses = array_filter(OrderStatus::cases(), fn (OrderStatus $status): bool => $status->salesCount() === $this);

        return array_values(array_map(static fn (OrderStatus $status): string => $status->value, $statuses));
    }
}
