<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\PlaceStaffOrder;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\StaffOrderRequest;
use App\Infrastructure\Security\StaffActor;
use App\Policies\StaffGates;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;

/**
 * Places an order taken by hand and opens its page. A refusal (a line short of units, a product taken off the shop,
 * the key of somebody else's order) comes back beside the form's lines (`cart`), as the checkout's do; a unit price
 * refused comes back beside its line or the reason, as an order edit's.
 */
final class StoreStaffOrderController extends Controller
{
    public function __invoke(StaffOrderRequest $request, PlaceStaffOrder $place): RedirectResponse
    {
        $customer = $request->validated('customer_id');
        $order = $place->handle(
            $request->kind(), $customer === null ? null : (int) $customer, $request->details(), $request->lines(),
            $request->string('idempotency_key')->toString(), $request->string('locale')->toString(), $request->note(), StaffActor::of($request),
            $request->prices(), $request->priceReason(), Gate::allows(StaffGates::PRICE_BELOW_LIST),
        );

        return redirect()->route('admin.orders.show', ['order' => $order->number])
            ->with('status', Text::get('admin.order_entry.placed', ['number' => (string) $order->number]));
    }
}
