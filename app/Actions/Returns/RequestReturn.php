<?php

declare(strict_types=1);

namespace App\Actions\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\ReturnHandover;
use App\Enums\ReturnReason;
use App\Enums\ReturnStatus;
use App\Exceptions\Returns\AfterSaleRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Returns\AfterSaleMail;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\OrderReturn;
use App\Models\Store;
use App\Services\Audit\AuditLog;
use App\Services\Returns\AfterSaleLog;
use App\Services\Returns\AfterSaleRules;
use App\Support\Dates;
use Illuminate\Support\Facades\DB;

/**
 * A customer asks to return units of their delivered order within the window (AfterSaleRules): which lines and how
 * many (never more than bought minus what earlier returns not refused hold), why, and how the goods come back (a
 * courier at an address, or dropped off at a store). The order's row is locked while the units are counted and the
 * return is written, so two requests at once never ask for the same unit twice.
 */
final class RequestReturn
{
    /**
     * @param  array<int, int>  $quantities  units by order line id (lines with 0 are left out)
     *
     * @throws AfterSaleRefused outside the window, for a line not of this order, or more units than are free
     */
    public function handle(
        Order $order,
        array $quantities,
        ReturnReason $reason,
        ?string $details,
        ReturnHandover $handover,
        ?string $address,
        ?int $storeId,
        StaffActor $who,
    ): OrderReturn {
        if (! AfterSaleRules::returnWindowOpen($order)) {
            $until = AfterSaleRules::returnUntil($order);
            throw $until === null
                ? AfterSaleRefused::rule('lines', 'returns.refused.not_delivered')
                : AfterSaleRefused::rule('lines', 'returns.refused.window', ['date' => Dates::shownDateTime($until), 'days' => (string) config()->integer('returns.window_days')]);
        }
        $quantities = array_filter($quantities, static fn (int $units): bool => $units > 0);
        if ($quantities === []) {
            throw AfterSaleRefused::rule('lines', 'returns.refused.no_lines');
        }
        if ($handover === ReturnHandover::Store && ($storeId === null || ! Store::scopeShops(Store::query())->whereKey($storeId)->exists())) {
            throw AfterSaleRefused::rule('store_id', 'returns.refused.store');
        }

        return WriteTransaction::run(function () use ($order, $quantities, $reason, $details, $handover, $address, $storeId, $who): OrderReturn {
            // Serialises requests on this order (BEGIN IMMEDIATE already does on SQLite).
            DB::table('orders')->where('id', $order->id)->lockForUpdate()->value('id');
            $free = AfterSaleRules::returnable($order);
            foreach ($quantities as $lineId => $units) {
                if (! array_key_exists($lineId, $free)) {
                    throw AfterSaleRefused::rule('lines', 'returns.refused.unknown_line');
                }
                if ($units > $free[$lineId]) {
                    throw AfterSaleRefused::rule('lines.'.$lineId, 'returns.refused.too_many', ['max' => (string) $free[$lineId]]);
                }
            }
            $return = OrderReturn::query()->create([
                'order_id' => $order->id,
                'status' => ReturnStatus::Requested->value,
                'reason' => $reason->value,
                'details' => $details,
                'handover' => $handover->value,
                'address' => $handover === ReturnHandover::Courier ? $address : null,
                'store_id' => $handover === ReturnHandover::Store ? $storeId : null,
                'by_staff' => false,
            ]);
            foreach ($quantities as $lineId => $units) {
                $return->lines()->create(['order_line_id' => $lineId, 'quantity' => $units]);
            }
            AfterSaleLog::step(
                $order, OrderEventType::Return, ReturnStatus::Requested->value, null,
                AfterSaleMail::type('return', $return->id, ReturnStatus::Requested->value), OrderActor::Customer, $who->userId,
            );
            $lines = [];
            /** @var list<OrderLine> $bought */
            $bought = $order->lines()->whereIn('id', array_keys($quantities))->orderBy('id')->get()->all();
            foreach ($bought as $line) {
                $lines[] = $line->translate('name').' × '.$quantities[$line->id];
            }
            AuditLog::record($who, 'return.request', $order, [], [
                'return_id' => $return->id,
                'lines' => $lines,
                'return_reason' => $reason->value,
                'handover' => $handover->value,
            ], $order->number);

            return $return;
        });
    }
}
