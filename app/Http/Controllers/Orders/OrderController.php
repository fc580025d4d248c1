<?php

declare(strict_types=1);

namespace App\Http\Controllers\Orders;

use App\Http\Controllers\Controller;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\User;
use App\Queries\Orders\CustomerOrder;
use App\Queries\Orders\OrderByNumber;
use App\Queries\Payments\OrderPayment;
use App\Queries\Returns\CustomerAfterSale;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * One order's page (/comanda/{number}): for its account, its guest cookie, or a signed link. A link the shop signed
 * whose time ran out gets a page offering a fresh link by e-mail. Anyone else gets the same 404 as for a number that
 * does not exist.
 */
final class OrderController extends Controller
{
    public function __invoke(Request $request, OrderByNumber $orders, string $number): Response
    {
        $order = $orders->find($number, ['lines', 'store', 'events']);
        if ($order === null) {
            abort(404);
        }
        if (! OrderLinks::canView($request, $order, GuestId::of($request))) {
            return OrderLinks::isExpired($request) ? $this->expired($request, $order) : abort(404);
        }
        $title = Text::get('orders.title', ['number' => (string) $order->number]);
        $crumb = ['name' => $title, 'url' => LocalizedRoutes::url('orders.show', ['number' => $order->number])];
        $user = $request->user();
        // The account's own order leads back to the account's list of orders; anyone else's trail is the order alone.
        $breadcrumbs = $user instanceof User && $order->user_id === $user->id ? [
            ['name' => Text::get('account.dashboard.title'), 'url' => LocalizedRoutes::url('account.dashboard')],
            ['name' => Text::get('orders.my_orders'), 'url' => LocalizedRoutes::url('orders.index')],
            $crumb,
        ] : [$crumb];

        return Page::render('orders/show', $title, [
            'breadcrumbs' => $breadcrumbs,
            'order' => CustomerOrder::of($order, $request),
            // Paid online: the card page to go back to or the QR, the status to poll, trying again, cash instead.
            'payment' => OrderPayment::of($order, $request),
            'afterSale' => CustomerAfterSale::of($order, $request),
        ]);
    }

    private function expired(Request $request, Order $order): Response
    {
        return Page::render('orders/link-expired', Text::get('orders.link_expired.title'), [
            'number' => $order->number,
            'email' => $order->email === null ? null : OrderLinks::maskEmail($order->email),
            'resend' => [
                'url' => LocalizedRoutes::url('orders.link.resend', ['number' => $order->number]),
                'expires' => $request->string('expires')->toString(),
                'signature' => $request->string('signature')->toString(),
            ],
        ]);
    }
}
