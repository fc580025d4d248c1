<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Customers;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Customers\ListCustomersRequest;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\Customers\CustomerList;
use App\Queries\Admin\Customers\CustomerProfile;
use App\Support\Text;
use Inertia\Response;

/** The customer list (/admin/clienti): search by name, phone or e-mail, a flag, four sorts, 25 a page. */
final class CustomerIndexController extends Controller
{
    public function __invoke(ListCustomersRequest $request, CustomerList $list): Response
    {
        $filters = $request->filters();
        $customers = $list->paginate($filters);

        return Page::render('admin/customers/index', Text::get('admin.customers.title'), [
            'customers' => array_map(CustomerList::row(...), $customers->items()),
            'pagination' => ['current' => $customers->currentPage(), 'last' => $customers->lastPage(), 'total' => $customers->total(), 'next' => $customers->nextPageUrl(), 'previous' => $customers->previousPageUrl()],
            'filters' => (object) array_filter($filters, static fn (?string $value): bool => $value !== null),
            'flags' => CustomerProfile::flagOptions(),
        ]);
    }
}
