<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Customers;

use App\Actions\Customers\AddCustomerNote;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Customers\StoreCustomerNoteRequest;
use App\Models\Customer;
use App\Models\User;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** Appends a staff note to a customer (never edited; the author and time kept). */
final class CustomerNoteController extends Controller
{
    public function __invoke(StoreCustomerNoteRequest $request, Customer $customer, AddCustomerNote $add): RedirectResponse
    {
        abort_if($customer->isErased(), 409);
        /** @var User $author */
        $author = $request->user();
        $add->handle($customer, $author, $request->string('body')->toString());

        return redirect()->route('admin.customers.show', ['customer' => $customer->id])->with('status', Text::get('admin.customers.notes.saved'));
    }
}
