<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Services\Customers\CustomerDirectory;
use Illuminate\Console\Command;

/**
 * Gives every order and confirmed shopper account without a customer its customer and works every customer's figures
 * out again (docs/customers.md). Safe to run at any time; the migration that made the table ran it once.
 */
final class RebuildCustomers extends Command
{
    protected $signature = 'customers:rebuild';

    protected $description = 'Fold orders without a customer into customers and recount every customer\'s orders and spending';

    public function handle(CustomerDirectory $customers): int
    {
        $done = $customers->rebuild();
        $this->line(sprintf('new customers %d, orders assigned %d', $done['customers'], $done['orders']));

        return self::SUCCESS;
    }
}
