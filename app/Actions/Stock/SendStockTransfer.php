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
use App\Services\Stock\StockTransferSteps;

/** A transfer's draft is sent (docs/stock.md): its units leave the source, once; refused whole when the source lacks any. */
final readonly class SendStockTransfer
{
    public function __construct(private StockLedger $ledger, private StockTransferSteps $steps)
    {
    }

    public function handle(StaffActor $actor, StockTransfer $transfer): void
    {
        WriteTransaction::run(function () use ($actor, $transfer): void {
            if ($this->steps->claim($transfer, StockTransferStatus::Draft, StockTransferStatus::Sent, ['sent_by' => $actor->userId, 'sent_at' => now()]) !== 1) {
                throw StockDocumentRefused::changedMeanwhile();
            }
            try {
                $this->ledger->sendTransfer($transfer->id, $transfer->from_store_id, $this->steps->quantities($transfer));
            } catch (NotEnoughStock $short) {
                throw StockDocumentRefused::lacking($short);
            }
        });
    }
}
