<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Models\User;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Gate;

/**
 * The dashboard's blocks a staff member may see, and nothing of the others (their queries are not even run): sales
 * figures and the chart (`view-reports`: owner, manager), orders waiting (`view-open-orders`: owner, manager,
 * warehouse), the inbox's counts (`view-inbox`: owner, manager); low stock for everyone in the back office.
 */
final class Dashboard
{
    public function __construct(
        private readonly DashboardFigures $figures,
        private readonly OrdersWaiting $waiting,
        private readonly LowStockProducts $lowStock,
        private readonly InboxCounts $inbox,
    ) {
    }

    /**
     * @return array{
     *     figures: array{periods: list<array<string, mixed>>, series: list<array{day: string, orders: int, revenue: int}>}|null,
     *     waiting: list<array{status: string, count: int}>|null,
     *     lowStock: array{threshold: int, total: int, products: list<array{id: int, name: string, sku: string, stock: int, url: string}>},
     *     inbox: array{since: string, contactMessages: int, creditRequests: int, jobApplications: int}|null,
     * }
     */
    public function for(User $user): array
    {
        $gate = Gate::forUser($user);

        return [
            'figures' => $gate->allows(StaffGates::VIEW_REPORTS) ? $this->figures->handle() : null,
            'waiting' => $gate->allows(StaffGates::VIEW_OPEN_ORDERS) ? $this->waiting->handle() : null,
            'lowStock' => $this->lowStock->handle(),
            'inbox' => $gate->allows(StaffGates::VIEW_INBOX) ? $this->inbox->handle() : null,
        ];
    }
}
