<?php

declare(strict_types=1);

namespace App\Actions\Stock;

use App\Enums\StockTransferStatus;
use App\Exceptions\Stock\NotEnoughStock;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\StockTransfer;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * Transfers between places (docs/stock.md): draft → sent (the units leave the source and are in transit) → received
 * (they arrive at the destination); a draft or a sent transfer may be cancelled (a sent one gives its units back to
 * the source). Each step claims the transfer by one conditional UPDATE on its status, and moves the units in the same
 * transaction only when its row count is 1, so every step happens once however many clicks race.
 */
final readonly class StockTransfers
{
    public function __construct(private StockLedger $ledger)
    {
    }

    /**
     * Creates a draft or changes one still a draft.
     *
     * @param  array{from_store_id: int, to_store_id: int, note: string|null, lines: list<array{product_id: int, quantity: int}>}  $data
     */
    public function save(StaffActor $actor, ?StockTransfer $transfer, array $data): StockTransfer
    {
        return WriteTransaction::run(function () use ($actor, $transfer, $data): StockTransfer {
            $fields = ['from_store_id' => $data['from_store_id'], 'to_store_id' => $data['to_store_id'], 'note' => $data['note']];
            if ($transfer === null) {
                $transfer = StockTransfer::query()->create([...$fields, 'created_by' => $actor->userId]);
            } else {
                if ($this->claim($transfer, StockTransferStatus::Draft, StockTransferStatus::Draft, $fields) !== 1) {
                    throw StockDocumentRefused::changedMeanwhile();
                }
                DB::table('stock_transfer_lines')->where('stock_transfer_id', $transfer->id)->delete();
            }
            foreach ($data['lines'] as $line) {
                DB::table('stock_transfer_lines')->insert(['stock_transfer_id' => $transfer->id, ...$line]);
            }

            return $transfer->refresh();
        });
    }

    /** The units leave the source, once; refused whole when the source lacks any. */
    public function send(StaffActor $actor, StockTransfer $transfer): void
    {
        WriteTransaction::run(function () use ($actor, $transfer): void {
            if ($this->claim($transfer, StockTransferStatus::Draft, StockTransferStatus::Sent, ['sent_by' => $actor->userId, 'sent_at' => now()]) !== 1) {
                throw StockDocumentRefused::changedMeanwhile();
            }
            try {
                $this->ledger->sendTransfer($transfer->id, $transfer->from_store_id, $this->quantities($transfer));
            } catch (NotEnoughStock $short) {
                throw StockDocumentRefused::lacking($short);
            }
        });
    }

    /** The units in transit arrive at the destination, once. */
    public function receive(StaffActor $actor, StockTransfer $transfer): void
    {
        WriteTransaction::run(function () use ($actor, $transfer): void {
            if ($this->claim($transfer, StockTransferStatus::Sent, StockTransferStatus::Received, ['received_by' => $actor->userId, 'received_at' => now()]) !== 1) {
                throw StockDocumentRefused::changedMeanwhile();
            }
            $this->ledger->receiveTransfer($transfer->id, $transfer->to_store_id, $this->quantities($transfer));
        });
    }

    /** A draft is dropped; a sent transfer's units go back to the source, once. */
    public function cancel(StaffActor $actor, StockTransfer $transfer): void
    {
        WriteTransaction::run(function () use ($transfer): void {
            $fields = ['cancelled_at' => now()];
            if ($this->claim($transfer, StockTransferStatus::Draft, StockTransferStatus::Cancelled, $fields) === 1) {
                return;
            }
            if ($this->claim($transfer, StockTransferStatus::Sent, StockTransferStatus::Cancelled, $fields) !== 1) {
                throw StockDocumentRefused::changedMeanwhile();
            }
            $this->ledger->cancelTransfer($transfer->id, $transfer->from_store_id, $this->quantities($transfer));
        });
    }

    /**
     * @param  array<string, mixed>  $fields
     */
    private function claim(StockTransfer $transfer, StockTransferStatus $from, StockTransferStatus $to, array $fields): int
    {
        return DB::table('stock_transfers')->where('id', $transfer->id)->where('status', $from->value)
            ->update([...$fields, 'status' => $to->value, 'updated_at' => now()]);
    }

    /**
     * The transfer's units by product id, read inside the step's transaction.
     *
     * @return array<int, int>
     */
    private function quantities(StockTransfer $transfer): array
    {
        $quantities = [];
        foreach (DB::table('stock_transfer_lines')->where('stock_transfer_id', $transfer->id)->orderBy('id')->get(['product_id', 'quantity']) as $line) {
            $quantities[(int) $line->product_id] = (int) $line->quantity;
        }

        return $quantities;
    }
}
