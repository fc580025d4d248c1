<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Payments;

use App\Actions\Payments\RefundFlaggedPayment;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Payments\RefundFlaggedPaymentRequest;
use App\Models\Order;
use App\Models\User;
use App\Queries\Payments\FindPayment;
use App\Support\Money\Money;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/**
 * The order page's payments panel: give back a payment flagged for review (route `can:decide-returns`, the refund
 * form's ability). Another order's payment is the 404 of one that does not exist.
 */
final class PaymentRefundController extends Controller
{
    public function __invoke(RefundFlaggedPaymentRequest $request, Order $order, int $payment, RefundFlaggedPayment $refunds): RedirectResponse
    {
        $flagged = FindPayment::ofOrder($order->id, $payment);
        /** @var User $staff */
        $staff = $request->user();
        $refund = $refunds->handle($order, $flagged, $request->string('key')->toString(), $staff);

        return back(fallback: route('admin.orders.show', ['order' => $order->number]))
            ->with('status', Text::get('payments.refund.done', ['amount' => Money::format($refund->amount, app()->getLocale())]));
    }
}
