<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * What a row of `stores` is, stored in `stores.kind`: a shop shoppers visit, or a warehouse that only holds stock.
 * Both are places orders reserve units from (App\Services\Stock\StockLedger); shoppers only ever see stores.
 */
enum StockPlaceKind: string
{
    /** A shop: listed on the stores page, offered for pickup, shown with its stock on product pages. */
    case Store = 'store';
    /** Holds stock for courier and one-click orders; never shown to shoppers. */
    case Warehouse = 'warehouse';
}
