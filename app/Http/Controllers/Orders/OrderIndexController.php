<?php

declare(strict_types=1);

namespace App\Http\Controllers\Orders;

use App\Http\Controllers\Controller;
use App\Infrastructure\Http\LastPage;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Order;
use App\Queries\Orders\AccountOrders;
use App\Support\Dates;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** The account's orders, newest first (/cont/comenzi): only the signed-in person's, two queries a page. */
final class OrderIndexController extends Controller
{
    public function __invoke(Request $request, AccountOrders $accountOrders): Response
    {
        $orders = $accountOrders->paginate((int) $request->user()?->getAuthIdentifier());
        LastPage::unlessPast($orders, $request);
        $title = Text::get('orders.my_orders');

        return Page::render('orders/index', $title, [
            'breadcrumbs' => [
                ['name' => Text::get('account.dashboard.title'), 'url' => LocalizedRoutes::url('account.dashboard')],
                ['name' => $title, 'url' => LocalizedRoutes::url('orders.index')],
            ],
            'orders' => array_map(static fn (Order $order): array => [
                'number' => $order->number,
                'url' => LocalizedRoutes::url('orders.show', ['number' => $order->number]),
                'placed_at' => Dates::dateTime($order->created_at),
                'status_label' => Text::get('orders.status.'.$order->status),
                'items' => (int) $order->getAttribute('lines_sum_quantity'),
                'total' => $order->total,
            ], $orders->items()),
            'pagination' => ['current' => $orders->currentPage(), 'last' => $orders->lastPage(), 'next' => $orders->nextPageUrl(), 'previous' => $orders->previousPageUrl()],
        ]);
    }
}
