<?php

declare(strict_types=1);

namespace App\Actions\Products;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Services\Audit\AuditLog;
use App\Services\Products\RefreshCatalogue;
use Illuminate\Support\Facades\DB;

/**
 * Puts the ticked products on the shop or takes them off it, in one statement and one audit entry naming the SKUs
 * that changed; returns how many changed (those already so are left alone).
 */
final readonly class SetProductsActive
{
    public function __construct(private RefreshCatalogue $refresh)
    {
    }

    /**
     * @param  list<int>  $productIds
     */
    public function handle(StaffActor $actor, array $productIds, bool $active): int
    {
        $changed = WriteTransaction::run(static function () use ($actor, $productIds, $active): array {
            /** @var array<int, string> $skus */
            $skus = DB::table('products')->whereIn('id', $productIds)->where('is_active', ! $active)->orderBy('id')->pluck('sku', 'id')->all();
            if ($skus === []) {
                return [];
            }
            DB::table('products')->whereIn('id', array_keys($skus))->update(['is_active' => $active, 'updated_at' => now()]);
            AuditLog::record(
                $actor,
                'product.bulk_active',
                null,
                ['is_active' => ! $active, 'skus' => array_values($skus)],
                ['is_active' => $active, 'skus' => array_values($skus)],
                count($skus).' × '.($active ? 'on' : 'off'),
            );

            return array_keys($skus);
        });
        $this->refresh->products($changed);

        return count($changed);
    }
}
