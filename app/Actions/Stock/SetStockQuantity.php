<?php

declare(strict_types=1);

namespace App\Actions\Stock;

use App\Services\Stock\StockChange;
use App\Services\Stock\StockLedger;

/**
 * Staff counted a product at a place (a store or the warehouse): the place holds exactly that many units from now on
 * and the product's total follows, safely beside orders placed at the same moment. The answer carries the figures
 * before and after, for the audit log.
 */
final readonly class SetStockQuantity
{
    public function __construct(private StockLedger $ledger)
    {
    }

    public function handle(int $productId, int $placeId, int $quantity): StockChange
    {
        return $this->ledger->setQuantity($productId, $placeId, $quantity);
    }
}
