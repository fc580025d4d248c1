<?php

declare(strict_types=1);

namespace App\Services\Stock;

use App\Enums\StockTransferStatus;
use App\Models\StockTransfer;
use Illuminate\Support\Facades\DB;

/**
 * What every step of a transfer between places shares (docs/stock.md): draft → sent (the units leave the source and
 * are in transit) → received (they arrive at the destination); a draft or a sent transfer may be cancelled (a sent
 * one gives its units back to the source). Each step (App\Actions\Stock\SaveStockTransfer, SendStockTransfer,
 * ReceiveStockTransfer, CancelStockTransfer) claims the transfer by one conditional UPDATE on its status, and moves
 * the units in the same transaction only when its row count is 1, so every step happens once however many clicks race.
 */
final class StockTransferSteps
{
    /**
     * Moves the transfer from one status to another with the step's fields; the row count is 1 only for the request
     * that found it in the `$from` status.
     *
     * @param  array<string, mixed>  $fields
     */
    public function claim(StockTransfer $transfer, StockTransferStatus $from, StockTransferStatus $to, array $fields): int
    {
        return DB::table('stock_transfers')->where('id', $transfer->id)->where('status', $from->value)
            ->update([...$fields, 'status' => $to->value, 'updated_at' => now()]);
    }

    /**
     * The transfer's units by product id, read inside the step's transaction.
     *
     * @return array<int, int>
     */
    public function quantities(StockTransfer $transfer): array
    {
        $quantities = [];
        foreach (DB::table('stock_transfer_lines')->where('stock_transfer_id', $transfer->id)->orderBy('id')->get(['product_id', 'quantity']) as $line) {
            $quantities[(int) $line->product_id] = (int) $line->quantity;
        }

        return $quantities;
    }
}
