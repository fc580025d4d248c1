<?php

declare(strict_types=1);

namespace App\Actions\StockAlerts;

use App\Models\StockAlert;

/** Activates the guest's alert a confirmation link belongs to; each link works once. */
final class ConfirmAlert
{
    public function handle(string $token): ?StockAlert
    {
        $hash = StockAlert::hash($token);
        $alert = StockAlert::query()->where('confirm_token', $hash)->first();
        if ($alert === null) {
            return null;
        }
        // Conditional on the token still being there: two clicks at once confirm once.
        $confirmed = StockAlert::query()->whereKey($alert->id)->where('confirm_token', $hash)
            ->update(['confirmed_at' => now(), 'confirm_token' => null, 'updated_at' => now()]);

        return $confirmed === 1 ? $alert->refresh() : null;
    }
}
