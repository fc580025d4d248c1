<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\EditOrder;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\EditOrderRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Policies\StaffGates;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;

/**
 * Saves staff's edit of an order before it ships. A stale version is 409 (`status`), a status past editing 422, a
 * price below the list price without the ability 403, without a reason 422, units short 409: each in the staff
 * member's language beside its field (EditOrder, OrderEditRefused).
 */
final class EditOrderController extends Controller
{
    public function __invoke(EditOrderRequest $request, Order $order, EditOrder $edit): RedirectResponse
    {
        $edit->handle($order, $request->details(), $request->lines(), $request->priceReason(), $request->integer('version'),
            StaffActor::of($request), Gate::allows(StaffGates::PRICE_BELOW_LIST));

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))
            ->with('status', Text::get('admin.order_edit.saved', ['number' => (string) $order->number]));
    }
}
