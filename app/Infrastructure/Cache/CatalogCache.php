<?php

declare(strict_types=1);

namespace App\Infrastructure\Cache;

use App\Infrastructure\Database\OncePerTransaction;
use App\Infrastructure\Seo\SitemapFiles;
use App\Queries\Credit\CreditProgrammes;
use App\Queries\Products\AttributeCatalogue;
use Illuminate\Container\Attributes\Scoped;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Str;

/**
 * One version for every cached catalogue answer (the category tree, the brands, the attribute catalogue, listing
 * facets): their keys carry it, so a staff member's change makes all of them fresh at once, on every app server that
 * shares the cache, without knowing each key. Old entries simply expire.
 *
 * Any statement that writes to one of the catalogue's own tables (TABLES) makes a new version once it commits, however
 * it is made (a model, a bulk update, a console session): PageCacheInvalidation watches the statements. Writes to the
 * products and their values, pictures and stock are not watched here, since every order changes stock and a product
 * count: the actions that edit products call flush() themselves, and the answers built from stock (facet counts,
 * suggestions) may be their few minutes old.
 */
#[Scoped]
final class CatalogCache
{
    private const VERSION_KEY = 'catalog:version';

    /** The tables the catalogue's answers are built from, other than the products' own (see above). */
    public const TABLES = [
        'categories', 'category_attribute', 'attributes', 'attribute_options', 'brands', 'stores', 'store_exceptions',
        'credit_programmes', 'promotions', 'promotion_product', 'banners',
    ];

    private ?string $version = null;

    /** The cache key of a catalogue answer under the current version. */
    public static function key(string $name): string
    {
        return 'catalog:'.app(self::class)->current().':'.$name;
    }

    /** The version this request reads the catalogue caches under. */
    public static function version(): string
    {
        return app(self::class)->current();
    }

    /**
     * A statement wrote to one of TABLES: flush() once the current transaction commits (at once outside one; one new
     * version per transaction, not per row), so an answer worked out meanwhile from the rows as they were is never kept
     * under the new version.
     */
    public static function changed(): void
    {
        OncePerTransaction::run('catalog-cache', self::flush(...));
    }

    /** Call after a catalogue write has committed: every cached catalogue answer is recomputed on its next read. */
    public static function flush(): void
    {
        Cache::forever(self::VERSION_KEY, Str::lower((string) Str::ulid()));
        app()->forgetInstance(self::class);
        // Answers kept for the rest of this request.
        app()->forgetInstance(AttributeCatalogue::class);
        app()->forgetInstance(CreditProgrammes::class);
        // The next `sitemap:generate --if-stale` rebuilds it.
        SitemapFiles::markStale();
    }

    private function current(): string
    {
        return $this->version ??= (string) Cache::rememberForever(self::VERSION_KEY, static fn (): string => Str::lower((string) Str::ulid()));
    }
}
