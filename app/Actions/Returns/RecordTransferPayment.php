<?php

declare(strict_types=1);

namespace App\Actions\Returns;

use App\Exceptions\Returns\AfterSaleRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\DB;

/**
 * Staff record that an order paid by bank transfer has its money on the shop's account (the order's total), so it
 * counts as paid before it is completed, and a cancelled one can be refunded (AfterSaleRules::paid). Once per order:
 * the order id is unique in `transfer_payments`, so a second press records nothing.
 */
final class RecordTransferPayment
{
    /**
     * @return bool whether this call recorded it (false when it already was)
     *
     * @throws AfterSaleRefused for an order not paid by transfer
     */
    public function handle(Order $order, StaffActor $staff): bool
    {
        if ($order->payment_method !== 'transfer') {
            throw AfterSaleRefused::rule('amount', 'refunds.refused.not_transfer');
        }

        return WriteTransaction::run(function () use ($order, $staff): bool {
            $added = DB::table('transfer_payments')->insertOrIgnore([
                'order_id' => $order->id, 'amount' => $order->total, 'user_id' => $staff->userId, 'created_at' => now(),
            ]) === 1;
            if ($added) {
                AuditLog::record($staff, 'order.transfer_paid', $order, [], ['amount' => $order->total], $order->number);
            }

            return $added;
        });
    }
}
