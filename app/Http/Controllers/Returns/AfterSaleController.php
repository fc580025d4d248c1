<?php

declare(strict_types=1);

namespace App\Http\Controllers\Returns;

use App\Actions\Returns\FileWarrantyClaim;
use App\Actions\Returns\RequestReturn;
use App\Http\Controllers\Controller;
use App\Http\Requests\Returns\FileClaimRequest;
use App\Http\Requests\Returns\RequestReturnRequest;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Security\StaffActor;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Queries\Orders\OrderByNumber;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;

/**
 * A customer asks for a return (POST /comanda/{number}/retur) or files a warranty claim (POST /comanda/{number}/garantie)
 * on the order page's own terms: its account, its guest cookie, or the address signed for the page's signed link.
 * Anyone else gets the same 404 as for a number that does not exist.
 */
final class AfterSaleController extends Controller
{
    public function storeReturn(RequestReturnRequest $request, OrderByNumber $orders, RequestReturn $action, string $number): RedirectResponse|JsonResponse
    {
        $order = $this->order($request, $orders, $number);
        $return = $action->handle($order, $request->quantities(), $request->reason(), $request->details(), $request->handover(), $request->address(), $request->storeId(), StaffActor::of($request));

        return $this->done($request, 'afterSale', Text::get('returns.requested_done', ['return' => (string) $return->id]));
    }

    public function storeClaim(FileClaimRequest $request, OrderByNumber $orders, FileWarrantyClaim $action, string $number): RedirectResponse|JsonResponse
    {
        $order = $this->order($request, $orders, $number);
        $action->handle($order, $request->lineId(), $request->description(), false, StaffActor::of($request));

        return $this->done($request, 'afterSale', Text::get('claims.filed_done'));
    }

    private function order(Request $request, OrderByNumber $orders, string $number): Order
    {
        $order = $orders->find($number, ['lines']);
        if ($order === null || ! OrderLinks::canView($request, $order, GuestId::of($request))) {
            abort(404);
        }

        return $order;
    }

    private function done(Request $request, string $flash, string $message): RedirectResponse|JsonResponse
    {
        if ($request->expectsJson() && ! $request->hasHeader('X-Inertia')) {
            return response()->json(['message' => $message]);
        }
        Inertia::flash($flash, ['message' => $message]);

        return back();
    }
}
