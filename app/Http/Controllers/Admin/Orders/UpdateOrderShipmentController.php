<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\UpdateOrderShipment;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\UpdateOrderShipmentRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/**
 * A shipped order's courier and tracking number set or corrected (route `can:updateShipment`); an order that is not
 * shipped is refused with 409 beside the form (UpdateOrderShipment).
 */
final class UpdateOrderShipmentController extends Controller
{
    public function __invoke(UpdateOrderShipmentRequest $request, Order $order, UpdateOrderShipment $update): RedirectResponse
    {
        $changed = $update->handle($order, $request->courier(), $request->trackingNumber(), StaffActor::of($request));

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))
            ->with('status', Text::get($changed ? 'admin.orders.shipment.saved' : 'admin.orders.shipment.unchanged'));
    }
}
