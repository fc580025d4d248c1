<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Returns;

use App\Actions\Returns\DecideReturn;
use App\Actions\Returns\ReceiveReturn;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Returns\DecideReturnRequest;
use App\Http\Requests\Admin\Returns\ReceiveReturnRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\OrderReturn;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/**
 * A return's staff steps from the order page's returns panel: accept or refuse (route `can:decide-returns`), record
 * the goods received (route `can:receive-returns`). A return changed meanwhile is 409, a rule broken 422, both as the
 * panel's errors (App\Exceptions\Returns\AfterSaleRefused).
 */
final class ReturnActionsController extends Controller
{
    public function decide(DecideReturnRequest $request, OrderReturn $orderReturn, DecideReturn $decide): RedirectResponse
    {
        $return = $decide->handle($orderReturn, $request->accepting(), $request->integer('version'), $request->note(), StaffActor::of($request));

        return $this->back($return, 'returns.admin.done.'.$return->status);
    }

    public function receive(ReceiveReturnRequest $request, OrderReturn $orderReturn, ReceiveReturn $receive): RedirectResponse
    {
        $return = $receive->handle($orderReturn, $request->integer('version'), $request->lines(), StaffActor::of($request));

        return $this->back($return, 'returns.admin.done.received');
    }

    private function back(OrderReturn $return, string $key): RedirectResponse
    {
        return back(fallback: route('admin.orders.show', ['order' => $return->order->number]))
            ->with('status', Text::get($key, ['return' => (string) $return->id]));
    }
}
