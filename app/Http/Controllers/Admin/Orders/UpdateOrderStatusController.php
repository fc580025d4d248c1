<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\ChangeOrderStatus;
use App\Enums\OrderActor;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\UpdateOrderStatusRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;

/**
 * A staff member moves an order along its workflow. A move this role may not make is 403; an illegal move 422 and a
 * stale version 409 come from ChangeOrderStatus (a page gets them back as the `status` error); packing from a place
 * that lacks units is 409 under `place_id`, beside the place picker.
 */
final class UpdateOrderStatusController extends Controller
{
    public function __invoke(UpdateOrderStatusRequest $request, Order $order, ChangeOrderStatus $changeStatus): RedirectResponse
    {
        $to = $request->target();
        Gate::authorize('moveTo', [$order, $to]);
        $staff = StaffActor::of($request);
        $changeStatus->handle($order, $to, $request->integer('version'), OrderActor::Staff, $staff->userId, $request->reason(), $staff, $request->placeId(), $request->shipment());

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))
            ->with('status', Text::get('admin.orders.moved', ['number' => (string) $order->number, 'status' => Text::get($to->labelKey())]));
    }
}
