<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\AddOrderNote;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\StoreOrderNoteRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** Adds a staff note to an order's timeline. */
final class StoreOrderNoteController extends Controller
{
    public function __invoke(StoreOrderNoteRequest $request, Order $order, AddOrderNote $addNote): RedirectResponse
    {
        $addNote->handle($order, $request->string('body')->toString(), StaffActor::of($request));

        return redirect()->route('admin.orders.show', ['order' => $order->number])->with('status', Text::get('admin.orders.notes.saved'));
    }
}
