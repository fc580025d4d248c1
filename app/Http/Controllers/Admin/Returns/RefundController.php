<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Returns;

use App\Actions\Returns\RecordRefund;
use App\Actions\Returns\RecordTransferPayment;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Returns\StoreRefundRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Support\Money\Money;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/**
 * Money on the order page (route `can:decide-returns`): a refund, for a return or on its own, and recording that an
 * order paid by bank transfer has its money on the shop's account (what makes it refundable before it is completed).
 */
final class RefundController extends Controller
{
    public function store(StoreRefundRequest $request, Order $order, RecordRefund $refunds): RedirectResponse
    {
        $refund = $refunds->handle(
            $order, $request->refundMethod(), $request->integer('amount'), $request->string('key')->toString(),
            $request->optionalInt('return_id'), $request->optionalString('iban'), $request->optionalInt('store_id'),
            $request->optionalString('note'), StaffActor::of($request), $request->optionalInt('payment_id'),
        );

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))
            ->with('status', Text::get('refunds.done', ['amount' => Money::format($refund->amount, app()->getLocale())]));
    }

    public function transferReceived(Request $request, Order $order, RecordTransferPayment $record): RedirectResponse
    {
        $record->handle($order, StaffActor::of($request));

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))
            ->with('status', Text::get('refunds.transfer_recorded'));
    }
}
