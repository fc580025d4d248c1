<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Actions\Orders\ReleaseOneClickHolds;
use Illuminate\Console\Command;

/** Scheduled every five minutes: unconfirmed one-click orders past their hold give their units back to stock. */
final class ReleaseOneClickHoldsCommand extends Command
{
    protected $signature = 'orders:release-holds';

    protected $description = 'Give back the stock of unconfirmed one-click orders whose hold has run out';

    public function handle(ReleaseOneClickHolds $release): int
    {
        $this->info(sprintf('Released %d one-click orders.', $release->handle()));

        return self::SUCCESS;
    }
}
