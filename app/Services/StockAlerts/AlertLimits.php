<?php

declare(strict_types=1);

namespace App\Services\StockAlerts;

/** How many alerts one account or one e-mail address may keep (config/stock_alerts.php). */
final class AlertLimits
{
    public static function perShopper(): int
    {
        return max(1, config()->integer('stock_alerts.max_per_shopper'));
    }

    public static function batchSize(): int
    {
        return max(1, config()->integer('stock_alerts.batch_size'));
    }
}
