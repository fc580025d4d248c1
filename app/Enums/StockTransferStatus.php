<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * A transfer's state (`stock_transfers.status`, docs/stock.md): a draft, sent (the units left the source and are in
 * transit), received (they arrived), or cancelled (a draft dropped, or a sent transfer whose units went back).
 */
enum StockTransferStatus: string
{
    case Draft = 'draft';
    case Sent = 'sent';
    case Received = 'received';
    case Cancelled = 'cancelled';
}
