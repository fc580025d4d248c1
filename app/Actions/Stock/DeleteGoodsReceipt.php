<?php

declare(strict_types=1);

namespace App\Actions\Stock;

use App\Enums\GoodsReceiptStatus;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Models\GoodsReceipt;
use Illuminate\Support\Facades\DB;

/** Drops a goods receipt's draft; a received receipt stays (its units are on the shelf) and is refused. */
final class DeleteGoodsReceipt
{
    public function handle(GoodsReceipt $receipt): void
    {
        WriteTransaction::run(function () use ($receipt): void {
            if (DB::table('goods_receipts')->where('id', $receipt->id)->where('status', GoodsReceiptStatus::Draft->value)->delete() !== 1) {
                throw StockDocumentRefused::changedMeanwhile();
            }
        });
    }
}
