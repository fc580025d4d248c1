<?php

declare(strict_types=1);

namespace App\Actions\StockAlerts;

use App\Models\StockAlert;

/** Ends an alert (from the account's list or a mail's unsubscribe link); removing one already gone is no error. */
final class RemoveAlert
{
    public function handle(int $alertId, ?int $userId = null): bool
    {
        $query = StockAlert::query()->whereKey($alertId);
        if ($userId !== null) {
            $query->where('user_id', $userId);
        }

        return $query->delete() === 1;
    }
}
