<?php

declare(strict_types=1);

namespace App\Actions\Families;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Services\Audit\AuditLog;
use App\Services\Families\FamilyListing;
use App\Services\Families\FamilyWriter;
use App\Services\Products\RefreshCatalogue;

/**
 * A price change across a family's variants (the ticked ones or all): a percent or an amount in bani, up or down,
 * each new price rounded to the ban and never below 1 leu nor above the back office's ceiling; an old price that no
 * longer stands above the new price is dropped. One `family.bulk_price` entry with the change and the SKUs, and a
 * `family.variant_update` per variant whose price moved.
 */
final readonly class ChangeFamilyPrices
{
    public const FLOOR = 100;

    /** The back office's ceiling for a price (10 million lei, as the product form's). */
    public const CEILING = 1_000_000_000;

    public function __construct(private FamilyWriter $writer, private RefreshCatalogue $refresh)
    {
    }

    /**
     * The price after the change.
     *
     * @param  int  $amount  hundredths of a percent, or bani
     */
    public static function newPrice(int $price, bool $percent, bool $up, int $amount): int
    {
        $delta = $percent ? (int) round($price * $amount / 10_000) : $amount;
        $new = $up ? $price + $delta : $price - $delta;

        return max(self::FLOOR, min(self::CEILING, $new));
    }

    /**
     * @param  list<int>  $variantIds
     * @return int how many prices changed
     */
    public function handle(StaffActor $actor, ProductFamily $family, array $variantIds, bool $percent, bool $up, int $amount): int
    {
        $changed = Product::withoutSyncingToSearch(fn (): array => WriteTransaction::run(function () use ($actor, $family, $variantIds, $percent, $up, $amount): array {
            $family = $this->writer->lock($family);
            $changed = [];
            $query = Product::query();
            $query->getQuery()->where('family_id', $family->id)->whereIn('id', $variantIds)->orderBy('id')->lockForUpdate();
            foreach ($query->get() as $variant) {
                $was = ['price' => $variant->price, 'old_price' => $variant->old_price];
                $variant->price = self::newPrice($variant->price, $percent, $up, $amount);
                if ($variant->old_price !== null && $variant->old_price <= $variant->price) {
                    $variant->old_price = null;
                }
                if (! $variant->isDirty()) {
                    continue;
                }
                $variant->save();
                $changes = FamilyWriter::changes($was, ['price' => $variant->price, 'old_price' => $variant->old_price]);
                if ($changes !== null) {
                    AuditLog::record($actor, 'family.variant_update', $variant, $changes[0], $changes[1], $variant->sku);
                }
                $changed[$variant->id] = $variant->sku;
            }
            $this->writer->touch($family);
            $change = ($up ? '+' : '−').self::decimal($amount).($percent ? ' %' : ' lei');
            AuditLog::record($actor, 'family.bulk_price', $family, [], ['change' => $change, 'skus' => array_values($changed)], $family->name['ro'] ?? null);

            return $changed;
        }));

        FamilyListing::refresh([$family->id]);
        $this->refresh->products(array_map('intval', array_keys($changed)));

        return count($changed);
    }

    /** Hundredths as the back office writes them: `10`, `12,5`, `99,90` stays `99,9`. */
    private static function decimal(int $hundredths): string
    {
        return rtrim(rtrim(number_format($hundredths / 100, 2, ',', ''), '0'), ',');
    }
}
