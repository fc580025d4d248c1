<?php

declare(strict_types=1);

namespace App\Exceptions\Stock;

use App\Exceptions\Orders\OrderChangeRefused;
use App\Support\Text;

/**
 * A goods receipt or transfer step the shop refuses, in the request's language, beside its field: 409 when the
 * document moved on since the page showed it (posted, sent, received or cancelled by someone else), 422 for a rule.
 */
final class StockDocumentRefused extends OrderChangeRefused
{
    public static function changedMeanwhile(): self
    {
        return new self('status', Text::get('admin.stock_documents.changed_meanwhile'), 409);
    }

    public static function lacking(NotEnoughStock $short): self
    {
        return new self('lines', $short->getMessage(), 409);
    }
}
