<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Stock\GoodsReceiptController;
use App\Http\Controllers\Admin\Stock\StockProductSearchController;
use App\Http\Controllers\Admin\Stock\StockTransferController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Goods receipts and transfers between places (docs/stock.md): drafts, posting a receipt, sending, receiving and
// cancelling a transfer; the documents' product picker. Owners, managers and the warehouse (move-goods).
Route::middleware('can:'.StaffGates::MOVE_GOODS)->group(static function (): void {
    Route::get('receptii', [GoodsReceiptController::class, 'index'])->name('receipts.index');
    Route::get('receptii/noua', [GoodsReceiptController::class, 'create'])->name('receipts.create');
    Route::post('receptii', [GoodsReceiptController::class, 'store'])->name('receipts.store');
    Route::get('receptii/{goodsReceipt}', [GoodsReceiptController::class, 'show'])->whereNumber('goodsReceipt')->name('receipts.show');
    Route::put('receptii/{goodsReceipt}', [GoodsReceiptController::class, 'update'])->whereNumber('goodsReceipt')->name('receipts.update');
    Route::post('receptii/{goodsReceipt}/primire', [GoodsReceiptController::class, 'post'])->whereNumber('goodsReceipt')->name('receipts.post');
    Route::delete('receptii/{goodsReceipt}', [GoodsReceiptController::class, 'destroy'])->whereNumber('goodsReceipt')->name('receipts.destroy');

    Route::get('transferuri', [StockTransferController::class, 'index'])->name('transfers.index');
    Route::get('transferuri/nou', [StockTransferController::class, 'create'])->name('transfers.create');
    Route::post('transferuri', [StockTransferController::class, 'store'])->name('transfers.store');
    Route::get('transferuri/{stockTransfer}', [StockTransferController::class, 'show'])->whereNumber('stockTransfer')->name('transfers.show');
    Route::put('transferuri/{stockTransfer}', [StockTransferController::class, 'update'])->whereNumber('stockTransfer')->name('transfers.update');
    Route::post('transferuri/{stockTransfer}/expediere', [StockTransferController::class, 'send'])->whereNumber('stockTransfer')->name('transfers.send');
    Route::post('transferuri/{stockTransfer}/primire', [StockTransferController::class, 'receive'])->whereNumber('stockTransfer')->name('transfers.receive');
    Route::post('transferuri/{stockTransfer}/anulare', [StockTransferController::class, 'cancel'])->whereNumber('stockTransfer')->name('transfers.cancel');

    Route::get('stoc/produse', StockProductSearchController::class)->name('stock.products');
});
