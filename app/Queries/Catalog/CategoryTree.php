<?php

declare(strict_types=1);

namespace App\Queries\Catalog;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Inertia\OnceFiles;
use App\Models\Category;

/**
 * The whole three-level category tree, from the rows CategoryNodes keeps, shaped as the JSON API returns it
 * (`category_in_subcategory` / `subsubcategory_in_subcategory`, each level sorted by `sort`). Cached per
 * language; any category change forgets it.
 *
 * @phpstan-type Leaf array{id: int, name: string, slug: string, icon: string|null, sort: int}
 * @phpstan-type Sub array{id: int, name: string, slug: string, icon: string|null, sort: int, subsubcategory_in_subcategory: list<Leaf>}
 * @phpstan-type Top array{id: int, name: string, slug: string, icon: string|null, sort: int, image: string|null, label: list<array{name: string, font_color: string, bg_color: string}>, category_in_subcategory: list<Sub>}
 */
final class CategoryTree
{
    private const TTL_SECONDS = 3600;

    public function __construct(private readonly CategoryNodes $nodes)
    {
    }

    /**
     * @return list<Top>
     */
    public function forLocale(string $locale): array
    {
        /** @var list<Top> $tree */
        $tree = ServerMemory::remember(self::key($locale), self::TTL_SECONDS, fn (): array => $this->build($locale));

        return $tree;
    }

    /**
     * A hash of a language's tree (App\Infrastructure\Inertia\OnceFiles names the tree's file by it), kept beside the tree,
     * so a page that only links the file reads 16 characters instead of the whole tree.
     */
    public function hash(string $locale): string
    {
        return ServerMemory::remember(self::key($locale).':hash', self::TTL_SECONDS, fn (): string => OnceFiles::hash($this->forLocale($locale)));
    }

    /**
     * @return list<Top>
     */
    private function build(string $locale): array
    {
        $leaf = fn (Category $c): array => [
            'id' => $c->id,
            'name' => $c->translate('name', $locale),
            'slug' => $c->slug,
            'icon' => $c->icon,
            'sort' => $c->sort,
        ];
        $images = app(ImageStore::class);

        /** @var list<Top> $tree */
        $tree = $this->nodes->childrenOf(0)->map(fn (Category $top): array => [
            ...$leaf($top),
            // The tile image staff uploaded (App\Infrastructure\Images\ImageStore), null for the icon alone.
            'image' => $top->image === null ? null : $images->url($top->image, 'tile'),
            'label' => $top->label === null ? [] : [[
                'name' => $top->label['name'][$locale] ?? $top->label['name']['ro'] ?? '',
                'font_color' => $top->label['font_color'],
                'bg_color' => $top->label['bg_color'],
            ]],
            'category_in_subcategory' => $this->nodes->childrenOf($top->id)->map(fn (Category $sub): array => [
                ...$leaf($sub),
                'subsubcategory_in_subcategory' => $this->nodes->childrenOf($sub->id)->map($leaf)->values()->all(),
            ])->values()->all(),
        ])->values()->all();

        return $tree;
    }

    private static function key(string $locale): string
    {
        return CatalogCache::key('category-tree:'.$locale);
    }
}
