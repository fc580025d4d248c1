<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * The state of a returned line's units when they arrive: sellable ones go back on a place's shelf through the stock
 * ledger; damaged ones are written off (kept on the return line, never in `product_stock`, docs/stock.md).
 */
enum ReturnCondition: string
{
    case Sellable = 'sellable';
    case Damaged = 'damaged';
}
