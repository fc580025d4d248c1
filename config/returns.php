<?php

declare(strict_types=1);

// Returns, refunds and warranty claims (docs/returns.md).
return [
    // Law 105/2003 on consumer protection: a customer may return goods within 14 days of receiving them. Counted from
    // the moment the order was completed (handed over to the customer), to the minute.
    'window_days' => (int) env('RETURNS_WINDOW_DAYS', 14),
    // How long after delivery a warranty claim may be filed online (the products' legal warranty is two years).
    'warranty_months' => (int) env('RETURNS_WARRANTY_MONTHS', 24),
];
