<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderKind;
use App\Models\Order;
use App\Support\Database\WriteTransaction;
use Illuminate\Support\Facades\DB;

/**
 * Staff confirm a one-click order after calling the shopper back: the order keeps its unit for good, the scheduled
 * release leaves it alone, and the phone may place another one-click order for the product. The status change is
 * one conditional UPDATE, so a confirmation racing the release has exactly one winner.
 */
final class ConfirmOneClickOrder
{
    /** True when this call confirmed the order; false when it was not an open one-click order (already confirmed, released, or a checkout order). */
    public function handle(Order $order): bool
    {
        $confirmed = WriteTransaction::run(static function () use ($order): bool {
            $changed = DB::table('orders')->where('id', $order->id)->where('kind', OrderKind::OneClick->value)->where('status', Order::STATUS_NEW)
                ->update(['status' => Order::STATUS_CONFIRMED, 'confirmed_at' => now(), 'updated_at' => now()]);
            if ($changed !== 1) {
                return false;
            }
            DB::table('one_click_holds')->where('order_id', $order->id)->delete();

            return true;
        });
        $order->refresh();

        return $confirmed;
    }
}
