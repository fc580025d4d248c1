<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Customers;

use App\Actions\Customers\FlagCustomer;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Customers\FlagCustomerRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Customer;
use App\Models\User;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** Sets or clears a customer's flag and its note (audited). */
final class CustomerFlagController extends Controller
{
    public function __invoke(FlagCustomerRequest $request, Customer $customer, FlagCustomer $flag): RedirectResponse
    {
        abort_if($customer->isErased(), 409);
        /** @var User $staff */
        $staff = $request->user();
        $flag->handle($customer, $request->flag(), $request->note(), $staff, StaffActor::of($request));

        return redirect()->route('admin.customers.show', ['customer' => $customer->id])
            ->with('status', Text::get($request->flag() === null ? 'admin.customers.flag.cleared' : 'admin.customers.flag.saved'));
    }
}
