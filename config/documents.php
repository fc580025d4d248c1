<?php

declare(strict_types=1);

// The printed documents of the back office (docs/documents.md): invoice, packing slip, delivery list, warranty card.
return [
    // The invoices' series, printed before the year and the number (`ES-2026-000042`).
    'invoice_series' => env('INVOICE_SERIES', 'ES'),
    // VAT included in every price (Moldova's standard rate, in percent).
    'vat_percent' => (int) env('VAT_PERCENT', 20),
    // The number attribute (by code) that holds a product's warranty in months; a product without that value, or a
    // catalogue without the attribute, gets the legal warranty (config/returns.php warranty_months).
    'warranty_attribute' => env('WARRANTY_ATTRIBUTE', 'garantie'),
];
