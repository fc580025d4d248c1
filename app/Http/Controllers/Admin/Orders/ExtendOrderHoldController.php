<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\ExtendOrderHold;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\ExtendOrderHoldRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Support\Dates;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/**
 * "Keep the units longer" on an unconfirmed order's page: its hold ends `orders.extend_hours` later. A stale version,
 * or an order confirmed or released meanwhile, is 409 from ExtendOrderHold (the page gets it as the `status` error).
 */
final class ExtendOrderHoldController extends Controller
{
    public function __invoke(ExtendOrderHoldRequest $request, Order $order, ExtendOrderHold $extend): RedirectResponse
    {
        $order = $extend->handle($order, $request->integer('version'), StaffActor::of($request));

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))
            ->with('status', Text::get('admin.orders.hold.extended', ['number' => (string) $order->number, 'date' => $order->held_until === null ? '' : Dates::shownDateTime($order->held_until)]));
    }
}
