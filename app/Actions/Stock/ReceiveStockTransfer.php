<?php

declare(strict_types=1);

namespace App\Actions\Stock;

use App\Enums\StockTransferStatus;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\StockTransfer;
use App\Services\Stock\StockLedger;
use App\Services\Stock\StockTransferSteps;

/** A sent transfer is received (docs/stock.md): its units in transit arrive at the destination, once. */
final readonly class ReceiveStockTransfer
{
    public function __construct(private StockLedger $ledger, private StockTransferSteps $steps)
    {
    }

    public function handle(StaffActor $actor, StockTransfer $transfer): void
    {
        WriteTransaction::run(function () use ($actor, $transfer): void {
            if ($this->steps->claim($transfer, StockTransferStatus::Sent, StockTransferStatus::Received, ['received_by' => $actor->userId, 'received_at' => now()]) !== 1) {
                throw StockDocumentRefused::changedMeanwhile();
            }
            $this->ledger->receiveTransfer($transfer->id, $transfer->to_store_id, $this->steps->quantities($transfer));
        });
    }
}
