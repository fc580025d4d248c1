<?php

declare(strict_types=1);

namespace App\Support\PageCache;

use App\Support\Catalog\CatalogCache;
use App\Support\Database\OncePerTransaction;
use App\Support\Seo\SitemapFiles;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Database\Events\TransactionRolledBack;
use Illuminate\Support\Facades\Event;

/**
 * Every write to a table a storefront page shows makes a new page-cache version, whoever writes it: the back
 * office's actions, the catalogue import, an order taking stock, the scheduler giving a hold's units back, a seeder
 * or a console session. Watching the statements rather than each action means a write path added later cannot
 * forget it. Carts, orders, sessions, the cache and the rate limits are not in the list, so shopping and browsing
 * never empty the cache. A write to one of the catalogue's own tables (CatalogCache::TABLES, all of them page tables)
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
    ];

    private const WRITE = '/^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from|truncate(?:\s+table)?)\s+[`"\[]?(\w+)/i';

    public static function register(): void
    {
        Event::listen(QueryExecuted::class, static function (QueryExecuted $query): void {
            $table = self::writtenPageTable($query->sql);
            if ($table !== null) {
                PageCache::changed($table);
                if (in_array($table, CatalogCache::TABLES, true)) {
                    CatalogCache::changed();
                }
                if (in_array($table, SitemapFiles::CONTENT_TABLES, true)) {
                    SitemapFiles::changed();
                }
            }
        });
        Event::listen(TransactionRolledBack::class, OncePerTransaction::rolledBack(...));
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
