<?php

declare(strict_types=1);

namespace App\Queries\Promotions;

use App\Enums\PromotionDiscount;
use App\Infrastructure\Cache\CatalogCache;
use App\Models\Product;
use Carbon\CarbonImmutable;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

/**
 * The price products sell at while a promotion that lowers prices runs, worked out when read: nothing is written when
 * a promotion starts or ends, so prices are back the moment it ends with no command to run or forget. A product in
 * several running promotions sells at the lowest of their prices. The same rule twice: in PHP for the products a page
 * shows (PromotionDiscount::apply) and in SQL for a listing's order, price filter and price range (expression()).
 * "Running" is Promotion::scopeRunning's: published, started, not ended, on the app's (UTC) clock.
 */
final class PromotionalPrices
{
    /**
     * The promotional price of each of these products that a running promotion lowers, in one query.
     *
     * @param  list<int>  $productIds
     * @return array<int, int> product id => promotional price (bani)
     */
    public static function of(array $productIds): array
    {
        if ($productIds === [] || ! self::anyRunning()) {
            return [];
        }
        $rows = self::running(DB::table('promotion_product as pp'))
            ->join('products as pd', 'pd.id', '=', 'pp.product_id')
            ->whereIn('pp.product_id', array_values(array_unique($productIds)))
            ->get(['pp.product_id', 'pd.price', 'pr.discount_type', 'pr.discount_value']);

        $prices = [];
        foreach ($rows as $row) {
            $discount = PromotionDiscount::tryFrom((string) $row->discount_type);
            $price = $discount?->apply((int) $row->price, (int) $row->discount_value);
            $id = (int) $row->product_id;
            if ($price !== null && (! isset($prices[$id]) || $price < $prices[$id])) {
                $prices[$id] = $price;
            }
        }

        return $prices;
    }

    /**
     * Gives each product its promotional price (or none) in one query, so a list's cards ask the database once;
     * products that already know theirs are left as they are.
     *
     * @param  iterable<Product>  $products
     */
    public static function give(iterable $products): void
    {
        $list = [];
        foreach ($products as $product) {
            if (! $product->knowsPromotionalPrice()) {
                $list[] = $product;
            }
        }
        if ($list === []) {
            return;
        }
        $prices = self::of(array_map(static fn (Product $product): int => $product->id, $list));
        foreach ($list as $product) {
            $product->setPromotionalPrice($prices[$product->id] ?? null);
        }
    }

    /** Whether any running promotion lowers prices now: listings sort and filter on the plain column when none does. */
    public static function anyRunning(): bool
    {
        return self::now()['any'];
    }

    /**
     * What the running promotions that lower prices are, for keys of cached answers built from prices: it changes
     * when one starts, ends or is edited.
     */
    public static function stamp(): string
    {
        return self::now()['stamp'];
    }

    /**
     * The running price-lowering promotions now, kept in the shared cache until the next start or end of one (and
     * under the catalogue's version, which a write to the promotions renews), so pages that show prices ask the
     * database nothing more while no promotion lowers prices, and are exact at every start and end.
     *
     * @return array{any: bool, stamp: string, from: int, until: int}
     */
    private static function now(): array
    {
        $key = CatalogCache::key('promotional-prices');
        $at = now()->getTimestamp();
        $valid = static fn (mixed $value): bool => is_array($value) && $value['from'] <= $at && $at < $value['until'];
        if (! $valid(self::$memo[$key] ?? null)) {
            $cached = Cache::get($key);
            if (! $valid($cached)) {
                $cached = self::summarise($at);
                Cache::put($key, $cached, max(1, $cached['until'] - $at));
            }
            /** @var array{any: bool, stamp: string, from: int, until: int} $cached */
            self::$memo = [$key => $cached];
        }

        return self::$memo[$key];
    }

    /** @var array<string, array{any: bool, stamp: string, from: int, until: int}> */
    private static array $memo = [];

    /**
     * @return array{any: bool, stamp: string, from: int, until: int}
     */
    private static function summarise(int $at): array
    {
        $now = CarbonImmutable::createFromTimestamp($at);
        // One query: the published price-lowering promotions that have not ended, running or to come.
        $promotions = DB::table('promotions')->where('is_published', true)->whereNotNull('discount_type')
            ->where(static fn (Builder $ends) => $ends->whereNull('ends_at')->orWhere('ends_at', '>=', $now))
            ->orderBy('id')->get(['id', 'updated_at', 'starts_at', 'ends_at']);
        $running = [];
        // An hour at most, so a lost write to the cache costs little.
        $until = $at + 3600;
        foreach ($promotions as $promotion) {
            $starts = CarbonImmutable::parse((string) $promotion->starts_at)->getTimestamp();
            if ($starts > $at) {
                $until = min($until, $starts);

                continue;
            }
            $running[] = $promotion->id.'@'.$promotion->updated_at;
            if ($promotion->ends_at !== null) {
                // A period's end still counts as running: it changes just after.
                $until = min($until, CarbonImmutable::parse((string) $promotion->ends_at)->getTimestamp() + 1);
            }
        }

        return [
            'any' => $running !== [],
            'stamp' => md5(implode(',', $running)),
            'from' => $at,
            'until' => $until,
        ];
    }

    /**
     * The price a product of `$alias` sells at now, as an SQL expression and its bindings: the lowest promotional
     * price of its running promotions, or its own. The plain column when no promotion lowers prices now.
     *
     * @return array{0: string, 1: list<mixed>}
     */
    public static function expression(string $alias = 'p'): array
    {
        $column = $alias.'.price';
        if (! self::anyRunning()) {
            return [$column, []];
        }
        $lowered = self::loweredSql($column);
        $now = now();

        return [
            "COALESCE((SELECT MIN($lowered) FROM promotion_product ppx JOIN promotions prx ON prx.id = ppx.promotion_id"
            ." WHERE ppx.product_id = $alias.id AND prx.is_published = ? AND prx.discount_type IS NOT NULL"
            .' AND prx.starts_at <= ? AND (prx.ends_at IS NULL OR prx.ends_at >= ?)), '.$column.')',
            [true, $now, $now],
        ];
    }

    /**
     * PromotionDiscount::apply in SQL for `prx` (the promotion) and $column (the product's own price): rounded down to
     * whole lei, null under one leu. Integer division is `/` on SQLite and PostgreSQL, `DIV` on MariaDB and MySQL
     * (whose `/` gives decimals); prices are unsigned there, so an amount is only taken from a price that holds it.
     */
    private static function loweredSql(string $column): string
    {
        $div = in_array(DB::connection()->getDriverName(), ['mysql', 'mariadb'], true) ? 'DIV' : '/';
        $percent = "($column * (100 - prx.discount_value)) $div 10000 * 100";
        $amount = "($column - prx.discount_value) $div 100 * 100";

        return "CASE WHEN prx.discount_type = 'percent' AND $percent >= 100 THEN $percent"
            ." WHEN prx.discount_type = 'amount' AND $column >= prx.discount_value + 100 THEN $amount END";
    }

    private static function running(Builder $query): Builder
    {
        return self::whereRunning($query->join('promotions as pr', 'pr.id', '=', 'pp.promotion_id'));
    }

    private static function whereRunning(Builder $query): Builder
    {
        $now = now();

        return $query->where('pr.is_published', true)->whereNotNull('pr.discount_type')
            ->where('pr.starts_at', '<=', $now)
            ->where(static fn (Builder $ends) => $ends->whereNull('pr.ends_at')->orWhere('pr.ends_at', '>=', $now));
    }
}
