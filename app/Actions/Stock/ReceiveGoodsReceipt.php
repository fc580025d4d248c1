<?php

declare(strict_types=1);

namespace App\Actions\Stock;

use App\Enums\GoodsReceiptStatus;
use App\Exceptions\Stock\StockDocumentRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\GoodsReceipt;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * Posts a goods receipt's draft (docs/stock.md): its units arrive at its place, once. Posting claims the draft by
 * `UPDATE goods_receipts SET status = 'received' … WHERE status = 'draft'`; only the request whose row count is 1 adds
 * the units (StockLedger::receiveGoods) and sets each product's cost price, in the same transaction, so two clicks or
 * two devices at once add the units once and the second is told the receipt changed meanwhile.
 *
 * The cost price is the moving weighted average: the units the shop has at their cost price plus the received units
 * at the receipt's unit cost; a product without a cost price (or without units) takes the receipt's.
 */
final readonly class ReceiveGoodsReceipt
{
    public function __construct(private StockLedger $ledger)
    {
    }

    public function handle(StaffActor $actor, GoodsReceipt $receipt): void
    {
        WriteTransaction::run(function () use ($actor, $receipt): void {
            $now = now();
            $claimed = DB::table('goods_receipts')->where('id', $receipt->id)->where('status', GoodsReceiptStatus::Draft->value)
                ->update(['status' => GoodsReceiptStatus::Received->value, 'received_by' => $actor->userId, 'received_at' => $now, 'updated_at' => $now]);
            if ($claimed !== 1) {
                throw StockDocumentRefused::changedMeanwhile();
            }
            $lines = DB::table('goods_receipt_lines')->where('goods_receipt_id', $receipt->id)->orderBy('id')->get(['product_id', 'quantity', 'unit_cost']);
            $quantities = [];
            foreach ($lines as $line) {
                $quantities[(int) $line->product_id] = (int) $line->quantity;
                $this->costPrice((int) $line->product_id, (int) $line->quantity, (int) $line->unit_cost);
            }
            if ($quantities !== []) {
                $this->ledger->receiveGoods($receipt->id, $receipt->store_id, $quantities);
            }
        });
    }

    /** The moving weighted average of the units on hand and the ones arriving (read before they arrive). */
    private function costPrice(int $productId, int $quantity, int $unitCost): void
    {
        $product = DB::table('products')->where('id', $productId)->lockForUpdate()->first(['stock_total', 'cost_price']);
        if ($product === null) {
            return;
        }
        $onHand = max(0, (int) $product->stock_total);
        $cost = $product->cost_price === null || $onHand === 0
            ? $unitCost
            : (int) round(($onHand * (int) $product->cost_price + $quantity * $unitCost) / ($onHand + $quantity));
        DB::table('products')->where('id', $productId)->update(['cost_price' => $cost]);
    }
}
