<?php

declare(strict_types=1);

namespace App\Actions\Stock;

use App\Enums\StockTransferStatus;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Models\StockTransfer;
use App\Services\Stock\StockLedger;
use App\Services\Stock\StockTransferSteps;

/** A transfer is cancelled (docs/stock.md): a draft is dropped; a sent transfer's units go back to the source, once. */
final readonly class CancelStockTransfer
{
    public function __construct(private StockLedger $ledger, private StockTransferSteps $steps)
    {
    }

    public function handle(StockTransfer $transfer): void
    {
        WriteTransaction::run(function () use ($transfer): void {
            $fields = ['cancelled_at' => now()];
            if ($this->steps->claim($transfer, StockTransferStatus::Draft, StockTransferStatus::Cancelled, $fields) === 1) {
                return;
            }
            if ($this->steps->claim($transfer, StockTransferStatus::Sent, StockTransferStatus::Cancelled, $fields) !== 1) {
                throw StockDocumentRefused::changedMeanwhile();
            }
            $this->ledger->cancelTransfer($transfer->id, $transfer->from_store_id, $this->steps->quantities($transfer));
        });
    }
}
