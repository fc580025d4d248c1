<?php

declare(strict_types=1);

namespace App\Queries\StockAlerts;

use App\Models\StockAlert;

/** The alert a signed unsubscribe link names, with its product (null once removed). */
final class AlertById
{
    public function find(int $id): ?StockAlert
    {
        return StockAlert::query()->with('product')->find($id);
    }
}
