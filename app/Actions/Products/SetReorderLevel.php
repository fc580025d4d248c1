<?php

declare(strict_types=1);

namespace App\Actions\Products;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Services\Audit\AuditLog;

/**
 * Sets a product's reorder level (null: the shop's default) from its stock page, where the warehouse works; the audit
 * entry holds the level before and after. Nothing is written when the level does not change.
 */
final readonly class SetReorderLevel
{
    public function handle(StaffActor $actor, Product $product, ?int $level): bool
    {
        return WriteTransaction::run(static function () use ($actor, $product, $level): bool {
            $before = $product->reorder_level;
            if ($before === $level) {
                return false;
            }
            $product->forceFill(['reorder_level' => $level])->save();
            AuditLog::record($actor, 'product.reorder_level', $product, ['reorder_level' => $before], ['reorder_level' => $level], $product->sku);

            return true;
        });
    }
}
