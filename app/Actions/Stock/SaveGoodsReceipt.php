<?php

declare(strict_types=1);

namespace App\Actions\Stock;

use App\Enums\GoodsReceiptStatus;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\GoodsReceipt;
use Illuminate\Support\Facades\DB;

/**
 * A goods receipt's draft (docs/stock.md): created, or changed while it is still a draft. The change claims the draft
 * by `UPDATE … WHERE status = 'draft'`, so a receipt received meanwhile is refused, not rewritten.
 */
final class SaveGoodsReceipt
{
    /**
     * @param  array{supplier: string, supplier_document: string|null, store_id: int, note: string|null, lines: list<array{product_id: int, quantity: int, unit_cost: int}>}  $data
     */
    public function handle(StaffActor $actor, ?GoodsReceipt $receipt, array $data): GoodsReceipt
    {
        return WriteTransaction::run(function () use ($actor, $receipt, $data): GoodsReceipt {
            $fields = ['supplier' => $data['supplier'], 'supplier_document' => $data['supplier_document'], 'store_id' => $data['store_id'], 'note' => $data['note']];
            if ($receipt === null) {
                $receipt = GoodsReceipt::query()->create([...$fields, 'created_by' => $actor->userId]);
            } else {
                $changed = DB::table('goods_receipts')->where('id', $receipt->id)->where('status', GoodsReceiptStatus::Draft->value)
                    ->update([...$fields, 'updated_at' => now()]);
                if ($changed !== 1) {
                    throw StockDocumentRefused::changedMeanwhile();
                }
                DB::table('goods_receipt_lines')->where('goods_receipt_id', $receipt->id)->delete();
            }
            foreach ($data['lines'] as $line) {
                DB::table('goods_receipt_lines')->insert(['goods_receipt_id' => $receipt->id, ...$line]);
            }

            return $receipt->refresh();
        });
    }
}
