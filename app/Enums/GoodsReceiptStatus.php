<?php

declare(strict_types=1);

namespace App\Enums;

/** A goods receipt's state (`goods_receipts.status`): a draft staff fill in, then received once (docs/stock.md). */
enum GoodsReceiptStatus: string
{
    case Draft = 'draft';
    case Received = 'received';
}
