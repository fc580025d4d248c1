<?php

declare(strict_types=1);

namespace App\Listeners;

use App\Events\Orders\OrderPlaced;
use App\Services\Customers\CustomerDirectory;

/**
 * A placed order finds its customer in the back office's list (docs/customers.md). Registered by event discovery;
 * `php artisan customers:rebuild` fills in an order this missed.
 */
final class AssignOrderCustomer
{
    public function __construct(private readonly CustomerDirectory $customers)
    {
    }

    public function handle(OrderPlaced $event): void
    {
        $this->customers->forOrder($event->order);
    }
}
