<?php

declare(strict_types=1);

namespace App\Listeners;

use App\Models\User;
use App\Services\Customers\CustomerDirectory;
use Illuminate\Auth\Events\Verified;

/**
 * A shopper's account whose e-mail is confirmed becomes a customer in the back office's list before its first order;
 * guests' orders with its phone or e-mail fold into it (docs/customers.md). Registered by event discovery.
 */
final class ListVerifiedAccountAsCustomer
{
    public function __construct(private readonly CustomerDirectory $customers)
    {
    }

    public function handle(Verified $event): void
    {
        if ($event->user instanceof User) {
            $this->customers->forAccount($event->user);
        }
    }
}
