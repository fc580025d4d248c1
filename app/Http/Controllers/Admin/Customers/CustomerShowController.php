<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Customers;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Models\Customer;
use App\Policies\StaffGates;
use App\Queries\Admin\Customers\CustomerProfile;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** A customer's page (/admin/clienti/{id}): contact, addresses, orders, returns and claims, notes, the flag, and for owners the data's export and erasure. */
final class CustomerShowController extends Controller
{
    public function __invoke(Request $request, Customer $customer, CustomerProfile $profile): Response
    {
        // The page's title is the customer's name (the back office's tabs are the staff's own), else its number.
        return Page::render('admin/customers/show', $customer->name ?? Text::get('admin.customers.show.title', ['id' => (string) $customer->id]), [
            'customer' => $profile->of($customer),
            'flags' => CustomerProfile::flagOptions(),
            'can_manage_data' => $request->user()?->can(StaffGates::MANAGE_CUSTOMER_DATA) ?? false,
        ]);
    }
}
