<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Actions\Payments\ReconcilePayments;
use Illuminate\Console\Command;

/** Scheduled every two minutes: online payments whose callback never came are read from their provider and settled. */
final class ReconcilePaymentsCommand extends Command
{
    protected $signature = 'payments:reconcile';

    protected $description = 'Read online payments still pending from their provider, settle them and expire those past their time';

    public function handle(ReconcilePayments $reconcile): int
    {
        $done = $reconcile->handle();
        $this->info(sprintf('Read %d pending payments, expired %d.', $done['read'], $done['expired']));

        return self::SUCCESS;
    }
}
