<?php

declare(strict_types=1);

namespace App\Actions\Customers;

use App\Models\Customer;
use App\Models\CustomerNote;
use App\Models\User;

/** A staff note on a customer: appended with its author and time, never edited (docs/customers.md). */
final class AddCustomerNote
{
    public function handle(Customer $customer, User $author, string $body): CustomerNote
    {
        return CustomerNote::query()->create([
            'customer_id' => $customer->id, 'user_id' => $author->id, 'author' => $author->name, 'body' => $body,
        ]);
    }
}
