<?php

declare(strict_types=1);

// Where an order's units come from (App\Services\Stock\StockLedger). A pickup order takes them from the store the
// shopper picked; a courier or one-click order from the first place that has every unit of a line, trying the kinds
// of place in this order (App\Enums\StockPlaceKind values) and, within a kind, the places by `sorted`.
return [
    'reserve_from' => array_values(array_filter(array_map('trim', explode(',', (string) env('STOCK_RESERVE_FROM', 'warehouse,store'))), static fn (string $kind): bool => $kind !== '')),
];
