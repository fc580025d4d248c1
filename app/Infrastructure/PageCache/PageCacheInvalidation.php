<?php

declare(strict_types=1);

namespace App\Infrastructure\PageCache;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Database\OncePerTransaction;
use App\Infrastructure\Seo\SitemapFiles;
use Closure;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Database\Events\TransactionRolledBack;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;

/**
 * Every write to a table a storefront page shows makes a new page-cache version, whoever writes it: the back
 * office's actions, the catalogue import, an order taking stock, the scheduler giving a hold's units back, a seeder
 * or a console session. Watching the statements rather than each action means a write path added later cannot
 * forget it. Carts, orders, sessions, the cache and the rate limits are not in the list, so shopping and browsing
 * never empty the cache. A move of stock wrapped in stock() renews only its products' pages. A write to one of the catalogue's own tables (CatalogCache::TABLES, all of them page tables)
 * makes a new catalogue version too, and one to the sitemap's content tables (SitemapFiles::CONTENT_TABLES) marks the
 * sitemap stale.
 */
final class PageCacheInvalidation
{
    /** The tables whose rows appear on public pages (prices, stock, texts, pictures, periods). */
    public const TABLES = [
        'categories', 'brands', 'products', 'product_stock', 'order_stock', 'one_click_holds', 'stores',
        'store_exceptions', 'attributes', 'attribute_options', 'product_attribute_values', 'category_attribute',
        'product_images', 'credit_programmes', 'promotions', 'promotion_product', 'banners', 'pages',
        'blog_categories', 'blog_tags', 'blog_posts', 'blog_post_tag', 'blog_post_product', 'vacancies',
        // A variant's page shows its family's name and options; listings find a family by its variants' values
        // (docs/variants.md).
        'product_families', 'product_family_options', 'family_option_values',
    ];

    /** The tables a move of stock writes (StockLedger): within stock(), a write to them renews only its products. */
    private const STOCK_TABLES = ['product_stock', 'order_stock', 'one_click_holds', 'products'];

    /** How many stock() calls are running (nested ones count once). */
    private static int $stockMoves = 0;

    private const WRITE = '/^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from|truncate(?:\s+table)?)\s+[`"\[]?(\w+)/i';

    public static function register(): void
    {
        Event::listen(QueryExecuted::class, static function (QueryExecuted $query): void {
            $table = self::writtenPageTable($query->sql);
            if ($table !== null && ! (self::$stockMoves > 0 && in_array($table, self::STOCK_TABLES, true))) {
                self::changed($table);
            }
        });
        Event::listen(TransactionRolledBack::class, OncePerTransaction::rolledBack(...));
    }

    /**
     * Runs $write, a move of these products' stock (an order or a hold taking units, a cancelled order giving them
     * back), so that it renews only those products' pages, in both languages and in nginx, instead of every page.
     * Listings, the stock filter and the stores' counts show only whether a product (at a place) has units at all:
     * when the move empties a product or a place or brings units back to one, every page is renewed, as by any
     * other write. Renewed once the transaction $write runs in commits; nothing when it rolls back.
     *
     * @template T
     *
     * @param  list<int>  $productIds
     * @param  Closure(): T  $write
     * @return T
     */
    public static function stock(array $productIds, Closure $write): mixed
    {
        $before = self::availability($productIds);
        self::$stockMoves++;
        try {
            $result = $write();
        } finally {
            self::$stockMoves--;
        }
        if (self::availability($productIds) !== $before) {
            self::changed('product_stock');
        } else {
            DB::afterCommit(static fn () => self::renewProducts($productIds));
        }

        return $result;
    }

    private static function changed(string $table): void
    {
        PageCache::changed($table);
        if (in_array($table, CatalogCache::TABLES, true)) {
            CatalogCache::changed();
        }
        if (in_array($table, SitemapFiles::CONTENT_TABLES, true)) {
            SitemapFiles::changed();
        }
    }

    /**
     * Which of the products, and which of their places, have units: what a page other than the product's shows.
     *
     * @param  list<int>  $productIds
     * @return array<string, bool>
     */
    private static function availability(array $productIds): array
    {
        if ($productIds === []) {
            return [];
        }
        $available = [];
        foreach (DB::table('products')->whereIn('id', $productIds)->orderBy('id')->get(['id', 'stock_total']) as $row) {
            $available[(string) $row->id] = (int) $row->stock_total > 0;
        }
        foreach (DB::table('product_stock')->whereIn('product_id', $productIds)->orderBy('product_id')->orderBy('store_id')->get(['product_id', 'store_id', 'quantity']) as $row) {
            $available[$row->product_id.'@'.$row->store_id] = (int) $row->quantity > 0;
        }

        return $available;
    }

    /**
     * @param  list<int>  $productIds
     */
    private static function renewProducts(array $productIds): void
    {
        $slugs = array_values(array_map('strval', DB::table('products')->whereIn('id', $productIds)->orderBy('id')->pluck('slug')->all()));
        PageStamps::renew('products.show', $slugs);
        ProxyPurge::schedulePages('products.show', array_map(static fn (string $slug): array => ['slug' => $slug], $slugs));
    }

    public static function writesPageTable(string $sql): bool
    {
        return self::writtenPageTable($sql) !== null;
    }

    /** The page table a statement writes to, or null (reads, and writes to other tables). */
    public static function writtenPageTable(string $sql): ?string
    {
        // Most statements are reads: decided on the first letter before any pattern runs.
        $first = strtolower(ltrim($sql)[0] ?? '');
        if (! in_array($first, ['i', 'u', 'd', 'r', 't'], true) || preg_match(self::WRITE, $sql, $match) !== 1) {
            return null;
        }
        $table = strtolower($match[1]);

        return in_array($table, self::TABLES, true) ? $table : null;
    }
}
