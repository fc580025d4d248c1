<?php

declare(strict_types=1);

namespace App\Queries\Seo;

use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\BlogPost;
use App\Models\Promotion;
use App\Queries\About\AboutPage;
use Generator;
use Illuminate\Database\Eloquent\Builder as EloquentBuilder;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * What the sitemap lists, section by section: each page once, as its path in the default language and the time it
 * last changed (W3C date-time, UTC). Read in id order a few thousand rows at a time (keyset pages), so a million
 * products take as little memory as a hundred.
 *
 * @phpstan-type Entry array{0: string, 1: string|null}
 */
final class SitemapSections
{
    /** Rows per query while reading big tables. */
    public const BATCH = 5000;

    /**
     * Fixed pages worth finding and the table whose latest change dates them (null: no table describes them).
     */
    private const FIXED_PAGES = [
        'home' => 'products',
        'catalog.index' => 'categories',
        'catalog.discounts' => 'products',
        'catalog.new-products' => 'products',
        'brands.index' => 'brands',
        'promotions.index' => 'promotions',
        'stores.index' => 'stores',
        'contacts.show' => null,
        'credit.show' => 'credit_programmes',
        'careers.index' => 'vacancies',
        'blog.index' => 'blog_posts',
        'about.show' => 'pages',
    ];

    /**
     * @return array<string, callable(): iterable<Entry>> section name => its entries, in the order they are written
     */
    public function all(): array
    {
        return [
            'pages' => $this->pages(...),
            'categories' => $this->categories(...),
            'brands' => $this->brands(...),
            'promotions' => $this->promotions(...),
            'blog' => $this->blogPosts(...),
            'products' => $this->products(...),
        ];
    }

    /** How many pages the sections list, for the progress bar. */
    public function count(): int
    {
        return count(self::FIXED_PAGES)
            + DB::table('pages')->where('slug', '!=', AboutPage::SLUG)->count()
            + DB::table('vacancies')->where('is_open', true)->count()
            + DB::table('categories')->count()
            + DB::table('brands')->count()
            + Promotion::scopeRunning(Promotion::query())->count()
            + BlogPost::scopePublished(BlogPost::query())->count()
            + DB::table('products')->where('is_active', true)->count();
    }

    /**
     * The fixed pages, the pages staff edit (/pagina/{slug}; the about page has its own address) and open vacancies.
     *
     * @return Generator<int, Entry>
     */
    public function pages(): Generator
    {
        foreach (self::FIXED_PAGES as $route => $table) {
            yield [self::path($route), $table === null ? null : self::w3c(DB::table($table)->max('updated_at'))];
        }

        $template = self::path('pages.show', ['slug' => 'sitemap-slug-placeholder']);
        $rows = DB::table('pages')->where('slug', '!=', AboutPage::SLUG)->select(['id', 'slug', 'updated_at'])->lazyById(self::BATCH);
        foreach ($rows as $row) {
            yield [str_replace('sitemap-slug-placeholder', self::text($row->slug), $template), self::w3c($row->updated_at)];
        }

        yield from self::bySlug(DB::table('vacancies')->where('is_open', true), 'careers.show');
    }

    /**
     * Every category of the three levels, at its path of parent slugs.
     *
     * @return Generator<int, Entry>
     */
    public function categories(): Generator
    {
        // The tree's few hundred slugs, to build each node's path from its parents.
        $nodes = [];
        foreach (DB::table('categories')->select(['id', 'parent_id', 'slug', 'updated_at'])->lazyById(self::BATCH) as $row) {
            $nodes[(int) $row->id] = ['parent' => $row->parent_id === null ? null : (int) $row->parent_id, 'slug' => self::text($row->slug), 'updated_at' => $row->updated_at];
        }

        $names = ['slug', 'subSlug', 'subSubSlug'];
        foreach ($nodes as $node) {
            $chain = [$node['slug']];
            $parent = $node['parent'];
            while ($parent !== null && isset($nodes[$parent]) && count($chain) < count($names)) {
                array_unshift($chain, $nodes[$parent]['slug']);
                $parent = $nodes[$parent]['parent'];
            }
            if ($parent !== null) {
                continue; // an orphan or a node deeper than the shop's three levels has no page
            }

            yield [self::path('catalog.category', array_combine(array_slice($names, 0, count($chain)), $chain)), self::w3c($node['updated_at'])];
        }
    }

    /**
     * @return Generator<int, Entry>
     */
    public function brands(): Generator
    {
        yield from self::bySlug(DB::table('brands'), 'brands.show');
    }

    /**
     * Promotions running now.
     *
     * @return Generator<int, Entry>
     */
    public function promotions(): Generator
    {
        yield from self::bySlug(self::base(Promotion::scopeRunning(Promotion::query())), 'promotions.show');
    }

    /**
     * Published posts, dated by their last edit (or publication, if later).
     *
     * @return Generator<int, Entry>
     */
    public function blogPosts(): Generator
    {
        $template = self::path('blog.show', ['slug' => 'sitemap-slug-placeholder']);
        $rows = self::base(BlogPost::scopePublished(BlogPost::query()))->select(['id', 'slug', 'updated_at', 'published_at'])->lazyById(self::BATCH);
        foreach ($rows as $row) {
            $changed = max(self::text($row->updated_at), self::text($row->published_at));
            yield [str_replace('sitemap-slug-placeholder', self::text($row->slug), $template), self::w3c($changed)];
        }
    }

    /**
     * Products shoppers can see (App\Models\Product::scopeActive).
     *
     * @return Generator<int, Entry>
     */
    public function products(): Generator
    {
        yield from self::bySlug(DB::table('products')->where('is_active', true), 'products.show');
    }

    /**
     * @return Generator<int, Entry>
     */
    private static function bySlug(Builder $query, string $route): Generator
    {
        $template = self::path($route, ['slug' => 'sitemap-slug-placeholder']);
        foreach ($query->select(['id', 'slug', 'updated_at'])->lazyById(self::BATCH) as $row) {
            yield [str_replace('sitemap-slug-placeholder', self::text($row->slug), $template), self::w3c($row->updated_at)];
        }
    }

    /**
     * The plain query under a model's scope (rows as objects, no models built).
     *
     * @param  EloquentBuilder<*>  $query
     */
    private static function base(EloquentBuilder $query): Builder
    {
        return $query->toBase();
    }

    /**
     * @param  array<string, string>  $parameters
     */
    private static function path(string $route, array $parameters = []): string
    {
        return LocalizedRoutes::url($route, $parameters, Locales::default());
    }

    /** A stored UTC time ("2026-11-26 06:30:00") as a W3C date-time; null when there is none. */
    private static function w3c(mixed $value): ?string
    {
        $text = self::text($value);
        if (preg_match('/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/', $text) !== 1) {
            return null;
        }

        return substr($text, 0, 10).'T'.substr($text, 11, 8).'+00:00';
    }

    private static function text(mixed $value): string
    {
        return is_scalar($value) ? (string) $value : '';
    }
}
