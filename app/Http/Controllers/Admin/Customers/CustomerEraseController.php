<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Customers;

use App\Actions\Customers\EraseCustomer;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Customers\EraseCustomerRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Customer;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** Erases a customer's personal data on request, the customer's number typed again (EraseCustomerRequest). */
final class CustomerEraseController extends Controller
{
    public function __invoke(EraseCustomerRequest $request, Customer $customer, EraseCustomer $erase): RedirectResponse
    {
        $orders = $erase->handle($customer, StaffActor::of($request));

        return redirect()->route('admin.customers.show', ['customer' => $customer->id])
            ->with('status', $orders === null ? Text::get('admin.customers.erase.already') : Text::get('admin.customers.erase.done', ['orders' => (string) $orders]));
    }
}
