<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\ListOrdersRequest;
use App\Infrastructure\Inertia\Page;
use App\Models\Order;
use App\Queries\Admin\Customers\OrderCustomerFlags;
use App\Queries\Admin\Orders\OrderList;
use App\Queries\Admin\Orders\OrderProps;
use App\Support\Text;
use Inertia\Response;

/** The order list (/admin/comenzi): filtered, newest first, with the count of each status under the other filters. */
final class OrderIndexController extends Controller
{
    public function __invoke(ListOrdersRequest $request, OrderList $list): Response
    {
        $filters = $request->filters();
        $orders = $list->paginate($filters);

        return Page::render('admin/orders/index', Text::get('admin.orders.title'), [
            'orders' => array_map(OrderProps::row(...), $orders->items()),
            'pagination' => ['current' => $orders->currentPage(), 'last' => $orders->lastPage(), 'total' => $orders->total(), 'next' => $orders->nextPageUrl(), 'previous' => $orders->previousPageUrl()],
            'filters' => (object) $filters->toArray(),
            'counts' => $list->countsPerStatus($filters),
            'stores' => OrderProps::stores(),
            // The flag of each order's customer, by order number (docs/customers.md).
            'customer_flags' => (object) OrderCustomerFlags::forOrders($orders->items()),
            'can_export' => $request->user()?->can('export', Order::class) ?? false,
            // An order taken by hand (/admin/comenzi/noua).
            'can_take' => $request->user()?->can('take', Order::class) ?? false,
        ]);
    }
}
