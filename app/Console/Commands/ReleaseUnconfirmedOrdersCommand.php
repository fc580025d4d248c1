<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Actions\Orders\ReleaseUnconfirmedOrders;
use Illuminate\Console\Command;

/** Scheduled every five minutes: orders nobody confirmed before their hold ran out give their units back to stock. */
final class ReleaseUnconfirmedOrdersCommand extends Command
{
    protected $signature = 'orders:release-holds';

    protected $description = 'Give back the stock of unconfirmed orders whose hold has run out, and tell their customers';

    public function handle(ReleaseUnconfirmedOrders $release): int
    {
        $this->info(sprintf('Released %d unconfirmed orders.', $release->handle()));

        return self::SUCCESS;
    }
}
