<?php

declare(strict_types=1);

use App\Http\Controllers\Admin\Documents\DocumentController;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Route;

// Printed documents (docs/documents.md): a page to print, or `?format=pdf` for the PDF; `?limba=ro|ru`.
Route::controller(DocumentController::class)->name('documents.')->group(static function (): void {
    Route::middleware('can:'.StaffGates::ISSUE_INVOICES)->group(static function (): void {
        Route::get('comenzi/{order:number}/factura', 'invoice')->name('invoice');
        Route::post('comenzi/{order:number}/factura', 'issueInvoice')->name('invoice.issue');
    });
    Route::middleware('can:'.StaffGates::PRINT_ORDER_DOCUMENTS)->group(static function (): void {
        Route::get('comenzi/{order:number}/fisa-de-ambalare', 'packingSlip')->name('packing-slip');
        Route::get('comenzi/{order:number}/certificate-de-garantie', 'warrantyCards')->name('warranty');
        Route::get('livrari', 'deliveryList')->name('delivery-list');
    });
});
