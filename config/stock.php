<?php

declare(strict_types=1);

// Where an order's units come from (App\Services\Stock\StockLedger). A pickup order takes them from the store the
// shopper picked; a courier or one-click order from the first place that has every unit of a line, trying the kinds
// of place in this order (App\Enums\StockPlaceKind values) and, within a kind, the places by `sorted`.
return [
    'reserve_from' => array_values(array_filter(array_map('trim', explode(',', (string) env('STOCK_RESERVE_FROM', 'warehouse,store'))), static fn (string $kind): bool => $kind !== '')),
    // Who gets the daily list of products at or below their reorder level (App\Console\Commands\SendReorderMail):
    // these addresses (comma-separated), or, when empty, every active warehouse staff member.
    'reorder_mail' => array_values(array_filter(array_map('trim', explode(',', (string) env('STOCK_REORDER_MAIL', ''))), static fn (string $address): bool => $address !== '')),
    // The low-stock default for products without a reorder level of their own is `admin.low_stock` (ADMIN_LOW_STOCK).
];
