<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Returns;

use App\Actions\Returns\FileWarrantyClaim;
use App\Actions\Returns\MoveWarrantyClaim;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Returns\MoveClaimRequest;
use App\Http\Requests\Admin\Returns\RecordClaimRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\WarrantyClaim;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/**
 * Warranty claims from the order page: staff record one for a customer at the counter or on the phone (route
 * `can:decide-returns`) and move it on, sent to the service centre, repaired, replaced or refused (route
 * `can:receive-returns`).
 */
final class ClaimController extends Controller
{
    public function store(RecordClaimRequest $request, Order $order, FileWarrantyClaim $file): RedirectResponse
    {
        $file->handle($order, $request->lineId(), $request->description(), true, StaffActor::of($request));

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))->with('status', Text::get('claims.filed_done'));
    }

    public function move(MoveClaimRequest $request, WarrantyClaim $warrantyClaim, MoveWarrantyClaim $move): RedirectResponse
    {
        $claim = $move->handle($warrantyClaim, $request->to(), $request->integer('version'), $request->note(), StaffActor::of($request));

        return back(fallback: route('admin.orders.show', ['order' => $claim->order->number]))
            ->with('status', Text::get('claims.admin.done', ['status' => Text::get($claim->currentStatus()->labelKey())]));
    }
}
