<?php

declare(strict_types=1);

namespace App\Actions\Stock;

use App\Enums\StockTransferStatus;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\StockTransfer;
use App\Services\Stock\StockTransferSteps;
use Illuminate\Support\Facades\DB;

/** A transfer's draft (docs/stock.md): created, or changed while it is still a draft (StockTransferSteps::claim). */
final readonly class SaveStockTransfer
{
    public function __construct(private StockTransferSteps $steps)
    {
    }

    /**
     * @param  array{from_store_id: int, to_store_id: int, note: string|null, lines: list<array{product_id: int, quantity: int}>}  $data
     */
    public function handle(StaffActor $actor, ?StockTransfer $transfer, array $data): StockTransfer
    {
        return WriteTransaction::run(function () use ($actor, $transfer, $data): StockTransfer {
            $fields = ['from_store_id' => $data['from_store_id'], 'to_store_id' => $data['to_store_id'], 'note' => $data['note']];
            if ($transfer === null) {
                $transfer = StockTransfer::query()->create([...$fields, 'created_by' => $actor->userId]);
            } else {
                if ($this->steps->claim($transfer, StockTransferStatus::Draft, StockTransferStatus::Draft, $fields) !== 1) {
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
}
