<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\RevertOrderStatus;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\RevertOrderStatusRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/**
 * A manager or owner takes back the order's last final move (route `can:revertStatus`). A stale version is 409, no
 * move to revert or its time passed 422, a cancellation whose units were sold meanwhile 409: all from
 * RevertOrderStatus, as the page's `status` error.
 */
final class RevertOrderStatusController extends Controller
{
    public function __invoke(RevertOrderStatusRequest $request, Order $order, RevertOrderStatus $revert): RedirectResponse
    {
        $reverted = $revert->handle($order, $request->integer('version'), $request->reason(), StaffActor::of($request));

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))
            ->with('status', Text::get('admin.orders.revert.done', ['number' => (string) $order->number, 'status' => Text::get($reverted->currentStatus()->labelKey())]));
    }
}
