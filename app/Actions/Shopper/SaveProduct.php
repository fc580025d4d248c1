<?php

declare(strict_types=1);

namespace App\Actions\Shopper;

use App\Enums\SaveResult;
use App\Enums\ShopperList;
use App\Infrastructure\Shopper\ShopperKey;
use App\Models\Product;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

/**
 * Puts a product on a shopper's favourites or compare list. The compare list's per-category limit is checked inside
 * the INSERT … SELECT … WHERE (count) < limit statement itself; SQLite runs one writer at a time, so two tabs adding
 * at once cannot pass it. PostgreSQL and MariaDB let two such statements count at the same moment, so there the
 * shopper's compare adds take turns under a lock of the shared cache (every app server sees it). The unique keys turn
 * a repeated add into a no-op.
 */
final class SaveProduct
{
    public const COMPARE_LIMIT = 4;

    public function handle(ShopperKey $shopper, ShopperList $list, Product $product): SaveResult
    {
        $inserted = self::insert($shopper, $list, $product->id, $product->category_id);
        if ($inserted > 0) {
            return SaveResult::Added;
        }

        return $shopper->scope($list)->where('product_id', $product->id)->exists() ? SaveResult::AlreadySaved : SaveResult::GroupFull;
    }

    /** Seconds a compare add waits for the shopper's previous one; far more than an INSERT takes. */
    private const LOCK_WAIT_SECONDS = 10;

    /** The row count inserted: 0 when the product is already there or its compare group is full. */
    public static function insert(ShopperKey $shopper, ShopperList $list, int $productId, int $categoryId): int
    {
        if ($list !== ShopperList::Compare || DB::connection()->getDriverName() === 'sqlite') {
            return self::insertRow($shopper, $list, $productId, $categoryId);
        }

        $owner = $shopper->userId !== null ? 'user:'.$shopper->userId : 'guest:'.$shopper->guestId;

        return Cache::lock('compare-add:'.$owner, self::LOCK_WAIT_SECONDS)
            ->block(self::LOCK_WAIT_SECONDS, static fn (): int => self::insertRow($shopper, $list, $productId, $categoryId));
    }

    private static function insertRow(ShopperKey $shopper, ShopperList $list, int $productId, int $categoryId): int
    {
        $owner = $shopper->userId !== null ? ['user_id', $shopper->userId] : ['guest_id', $shopper->guestId];
        $row = DB::query()->selectRaw('?, ?, ?, ?, ?, ?', [
            $list->value, $shopper->userId, $shopper->guestId, $productId, $categoryId, now()->toDateTimeString(),
        ]);
        if ($list === ShopperList::Compare) {
            $row->whereRaw(
                '(select count(*) from saved_products where list = ? and '.$owner[0].' = ? and category_id = ?) < ?',
                [$list->value, $owner[1], $categoryId, self::COMPARE_LIMIT],
            );
        }

        return DB::table('saved_products')->insertOrIgnoreUsing(
            ['list', 'user_id', 'guest_id', 'product_id', 'category_id', 'created_at'],
            $row,
        );
    }
}
