<?php

declare(strict_types=1);

namespace App\Actions\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\ReturnCondition;
use App\Enums\ReturnStatus;
use App\Exceptions\Returns\AfterSaleRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Returns\AfterSaleMail;
use App\Models\OrderReturn;
use App\Models\OrderReturnLine;
use App\Services\Audit\AuditLog;
use App\Services\Returns\AfterSaleLog;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * Staff record the goods of an accepted return as they arrive, per line: how many came, sellable (back on the
 * chosen store's or warehouse's shelf through the stock ledger) or damaged (written off: recorded on the line, never
 * stock, docs/stock.md). The receipt is claimed first by one conditional UPDATE on the return's status and version,
 * in the same transaction as the stock, so units go back exactly once however many people press the button.
 */
final class ReceiveReturn
{
    public function __construct(private readonly StockLedger $stock = new StockLedger)
    {
    }

    /**
     * @param  array<int, array{quantity: int, condition: ReturnCondition, place_id: int|null}>  $lines  by return line id
     *
     * @throws AfterSaleRefused when the return is not accepted or changed since $version, or a line is wrong
     */
    public function handle(OrderReturn $return, int $version, array $lines, StaffActor $staff): OrderReturn
    {
        $return->loadMissing('lines.line');
        foreach ($return->lines as $line) {
            $got = $lines[$line->id] ?? null;
            if ($got === null) {
                throw AfterSaleRefused::rule('lines', 'returns.refused.every_line');
            }
            if ($got['quantity'] > $line->quantity) {
                throw AfterSaleRefused::rule('lines.'.$line->id.'.quantity', 'returns.refused.too_many', ['max' => (string) $line->quantity]);
            }
            if ($got['condition'] === ReturnCondition::Sellable && $got['quantity'] > 0 && ($got['place_id'] === null || $line->line->product_id === null)) {
                throw AfterSaleRefused::rule('lines.'.$line->id.'.place_id', $line->line->product_id === null ? 'returns.refused.product_gone' : 'returns.refused.place');
            }
        }
        if (count($lines) !== $return->lines->count()) {
            throw AfterSaleRefused::rule('lines', 'returns.refused.every_line');
        }

        WriteTransaction::run(function () use ($return, $version, $lines, $staff): void {
            $now = now();
            $claimed = DB::table('order_returns')->where('id', $return->id)
                ->where('status', ReturnStatus::Accepted->value)->where('version', $version)
                ->update(['status' => ReturnStatus::Received->value, 'received_at' => $now, 'version' => $version + 1, 'updated_at' => $now]);
            if ($claimed !== 1) {
                throw AfterSaleRefused::changedMeanwhile();
            }
            $units = [ReturnCondition::Sellable->value => 0, ReturnCondition::Damaged->value => 0];
            $places = [];
            foreach ($return->lines as $line) {
                $got = $lines[$line->id];
                $sellable = $got['condition'] === ReturnCondition::Sellable;
                OrderReturnLine::query()->whereKey($line->id)->update([
                    'received_quantity' => $got['quantity'],
                    'condition' => $got['condition']->value,
                    'store_id' => $sellable ? $got['place_id'] : null,
                ]);
                // A sellable line's product and place were checked above; a damaged line of a product since deleted moves no stock.
                $productId = $line->line->product_id;
                if ($got['quantity'] > 0 && $productId !== null) {
                    if ($sellable) {
                        $this->stock->receiveReturned($productId, (int) $got['place_id'], $got['quantity'], $return->id);
                    } else {
                        $this->stock->writeOffReturned($productId, $got['quantity'], $return->id);
                    }
                }
                $units[$got['condition']->value] += $got['quantity'];
                if ($sellable && $got['quantity'] > 0) {
                    $places[$got['place_id']] = true;
                }
            }
            AfterSaleLog::step(
                $return->order, OrderEventType::Return, ReturnStatus::Received->value, null,
                AfterSaleMail::type('return', $return->id, ReturnStatus::Received->value), OrderActor::Staff, $staff->userId,
            );
            // Units back on a shelf and written off; the place when they all went to one.
            AuditLog::record($staff, 'return.receive', $return->order, ['status' => ReturnStatus::Accepted->value], array_filter([
                'status' => ReturnStatus::Received->value,
                'return_id' => $return->id,
                'restocked' => $units[ReturnCondition::Sellable->value],
                'written_off' => $units[ReturnCondition::Damaged->value],
                'restocked_at' => count($places) === 1 ? array_key_first($places) : null,
            ], static fn (mixed $value): bool => $value !== null), $return->order->number);
        });

        return $return->refresh();
    }
}
