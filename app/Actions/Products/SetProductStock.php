<?php

declare(strict_types=1);

namespace App\Actions\Products;

use App\Actions\Stock\SetStockQuantity;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\Store;
use App\Services\Audit\AuditLog;
use App\Services\Products\RefreshCatalogue;

/**
 * Staff count a product at its places (stores and the warehouse): each place given a new figure holds exactly that
 * many units (through the ledger, so orders reserving at the same moment are neither lost nor doubled) and the total
 * follows. One transaction and one audit entry with each changed place before → after.
 */
final readonly class SetProductStock
{
    public function __construct(private SetStockQuantity $setQuantity, private RefreshCatalogue $refresh)
    {
    }

    /**
     * @param  array<int, int>  $quantities  units by place id; only places whose figure changed need to be given
     */
    public function handle(StaffActor $actor, Product $product, array $quantities): int
    {
        $changes = WriteTransaction::run(function () use ($actor, $product, $quantities): int {
            $names = Store::query()->whereKey(array_keys($quantities))->get()->mapWithKeys(static fn (Store $store): array => [$store->id => $store->translate('name')])->all();
            $before = [];
            $after = [];
            $total = null;
            foreach ($quantities as $placeId => $quantity) {
                $change = $this->setQuantity->handle($product->id, $placeId, $quantity);
                $total = ['before' => $total['before'] ?? $change->totalBefore, 'after' => $change->totalAfter];
                if ($change->changed()) {
                    $label = ($names[$placeId] ?? '#'.$placeId);
                    $before[$label] = $change->before;
                    $after[$label] = $change->after;
                }
            }
            if ($before !== []) {
                AuditLog::record($actor, 'product.stock', $product, [...$before, 'stock_total' => $total['before']], [...$after, 'stock_total' => $total['after']], $product->sku);
            }

            return count($before);
        });
        $this->refresh->products([$product->id]);

        return $changes;
    }
}
