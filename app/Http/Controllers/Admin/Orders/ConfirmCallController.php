<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\ConfirmCalledOrder;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\ConfirmCallRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** "Called, confirmed": saves what staff agreed on the phone and confirms the one-click order. */
final class ConfirmCallController extends Controller
{
    public function __invoke(ConfirmCallRequest $request, Order $order, ConfirmCalledOrder $confirm): RedirectResponse
    {
        $confirm->handle($order, $request->details(), $request->lines(), $request->integer('version'), StaffActor::of($request));

        return redirect()->route('admin.calls.index')->with('status', Text::get('admin.calls.confirmed', ['number' => (string) $order->number]));
    }
}
