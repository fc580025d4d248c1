<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Models\Order;
use App\Queries\Admin\OpenCalls;
use App\Queries\Admin\Orders\OrderProps;
use App\Services\Checkout\DeliveryDays;
use App\Services\Checkout\DeliveryFee;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * The orders waiting for a call (/admin/apeluri): one-click ones, and checkout orders nobody confirmed yet (OpenCalls),
 * with what the confirmation offers: the checkout's courier zones with the days each offers today (DeliveryDays) and
 * its intervals, the pickup stores, the most units of one product.
 */
final class CallListController extends Controller
{
    public function __invoke(Request $request, OpenCalls $calls): Response
    {
        return Page::render('admin/calls/index', Text::get('admin.calls.title'), [
            'calls' => $calls->get(),
            'stores' => OrderProps::stores(),
            'zones' => collect(DeliveryFee::zones())
                ->map(static fn (array $zone, string $code): array => ['value' => $code, 'fee' => $zone['fee'], 'free_from' => $zone['free_from'], 'dates' => DeliveryDays::for($code)])
                ->values()->all(),
            // The checkout's courier intervals and its most units of one product in an order.
            'intervals' => config()->array('checkout.delivery.intervals'),
            'max_quantity' => config()->integer('cart.max_quantity'),
            'can_handle' => $request->user()?->can('handleCalls', Order::class) ?? false,
        ]);
    }
}
