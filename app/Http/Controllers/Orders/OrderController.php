<?php

declare(strict_types=1);

namespace App\Http\Controllers\Orders;

use App\Http\Controllers\Controller;
use App\Http\Resources\Orders\OrderResource;
use App\Models\Order;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Orders\OrderLinks;
use App\Support\Page;
use App\Support\Shopper\GuestId;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * One order's page (/comanda/{number}): for its account, its guest cookie, or a signed link. Anyone else gets the
 * same 404 as for a number that does not exist.
 */
final class OrderController extends Controller
{
    public function __invoke(Request $request, string $number): Response
    {
        $order = Order::query()->where('number', $number)->with(['lines', 'store'])->first();
        if ($order === null || ! OrderLinks::canView($request, $order, GuestId::of($request))) {
            abort(404);
        }
        $title = Text::get('orders.title', ['number' => (string) $order->number]);

        return Page::render('orders/show', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('orders.show', ['number' => $order->number])]],
            'order' => (new OrderResource($order))->resolve($request),
        ]);
    }
}
