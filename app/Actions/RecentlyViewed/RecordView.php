<?php

declare(strict_types=1);

namespace App\Actions\RecentlyViewed;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Shopper\ViewerKey;
use App\Models\Product;
use Illuminate\Support\Facades\DB;

/**
 * Records that a shopper opened a product's page: the product's older row goes and a new one is added, so the newest
 * id is the latest view and a product is on the list once; then only the KEEP newest rows stay, so a shopper's list
 * cannot grow without bound. Portable statements only (MariaDB takes no LIMIT inside IN): the KEEP-th newest id is read
 * and everything older deleted. Two views at the same moment may leave one row over KEEP until the next view.
 */
final class RecordView
{
    public const KEEP = 20;

    /** Whether a product may be recorded: it exists and is on sale (one indexed lookup). */
    public function viewable(int $productId): bool
    {
        return Product::scopeActive(Product::query())->whereKey($productId)->exists();
    }

    public function handle(ViewerKey $viewer, int $productId): void
    {
        WriteTransaction::run(static function () use ($viewer, $productId): void {
            self::write($viewer, $productId);
            self::trim($viewer);
        });
    }

    /** One view, inside the caller's transaction; a product no longer on sale is not added. */
    public static function write(ViewerKey $viewer, int $productId): void
    {
        $viewer->scope()->where('product_id', $productId)->delete();
        $columns = $viewer->columns();
        DB::table('recently_viewed_products')->insertOrIgnoreUsing(
            ['user_id', 'viewer_id', 'product_id', 'viewed_at'],
            DB::table('products')->selectRaw('?, ?, id, ?', [$columns['user_id'], $columns['viewer_id'], now()->toDateTimeString()])
                ->where('id', $productId)->where('is_active', true),
        );
    }

    /** Keeps the KEEP newest rows of one shopper. */
    public static function trim(ViewerKey $viewer): void
    {
        $oldestKept = $viewer->scope()->orderByDesc('id')->offset(self::KEEP - 1)->limit(1)->value('id');
        if ($oldestKept !== null) {
            $viewer->scope()->where('id', '<', $oldestKept)->delete();
        }
    }
}
