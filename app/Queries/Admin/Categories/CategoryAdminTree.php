<?php

declare(strict_types=1);

namespace App\Queries\Admin\Categories;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Category;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * The whole category tree for the back office, flattened in the shop's order (each node followed by its children),
 * with what staff decide by: the products filed under each node and below it, whether it has children, whether it
 * can go up or down among its siblings.
 *
 * @phpstan-type Row array{id: int, parent_id: int|null, depth: int, name: string, slug: string, products_count: int, children_count: int, label: array{name: string, font_color: string, bg_color: string}|null, image_url: string|null, first: bool, last: bool, url: string}
 */
final class CategoryAdminTree
{
    public function __construct(private ImageStore $images)
    {
    }

    /**
     * @return list<Row>
     */
    public function rows(string $locale): array
    {
        /** @var Collection<int, Category> $nodes */
        $nodes = Category::query()->orderBy('depth')->orderBy('sort')->orderBy('id')->get();
        $byParent = $nodes->groupBy(static fn (Category $c): int => $c->parent_id ?? 0);
        $counts = $this->productCounts();
        $slugs = $nodes->mapWithKeys(static fn (Category $c): array => [$c->id => $c->slug]);

        $rows = [];
        $walk = function (int $parentId, array $path) use (&$walk, &$rows, $byParent, $counts, $locale, $slugs): void {
            /** @var list<string> $path */
            $siblings = $byParent->get($parentId, collect())->values();
            foreach ($siblings as $index => $node) {
                /** @var Category $node */
                $nodePath = [...$path, $slugs[$node->id]];
                $rows[] = [
                    'id' => $node->id,
                    'parent_id' => $node->parent_id,
                    'depth' => $node->depth,
                    'name' => $node->translate('name', $locale),
                    'slug' => $node->slug,
                    'products_count' => $counts[$node->depth][$node->id] ?? 0,
                    'children_count' => $byParent->get($node->id, collect())->count(),
                    'label' => $node->label === null ? null : [
                        'name' => $node->label['name'][$locale] ?? $node->label['name']['ro'] ?? '',
                        'font_color' => $node->label['font_color'],
                        'bg_color' => $node->label['bg_color'],
                    ],
                    'image_url' => $node->image === null ? null : $this->images->url($node->image, 'tile'),
                    'first' => $index === 0,
                    'last' => $index === $siblings->count() - 1,
                    'url' => self::storefrontUrl($nodePath),
                ];
                $walk($node->id, $nodePath);
            }
        };
        $walk(0, []);

        return $rows;
    }

    /**
     * The storefront's address of a category from the slugs of its path.
     *
     * @param  list<string>  $path
     */
    public static function storefrontUrl(array $path): string
    {
        $parameters = ['slug' => $path[0] ?? ''];
        if (isset($path[1])) {
            $parameters['subSlug'] = $path[1];
        }
        if (isset($path[2])) {
            $parameters['subSubSlug'] = $path[2];
        }

        return LocalizedRoutes::url('catalog.category', $parameters, 'ro');
    }

    /**
     * Products under each node and below it, per depth: the products table files every product under its category's
     * ancestors too, so each level is one GROUP BY over an indexed column.
     *
     * @return array<int, array<int, int>>
     */
    private function productCounts(): array
    {
        $counts = [];
        foreach (['category_root_id', 'category_sub_id', 'category_id'] as $depth => $column) {
            $counts[$depth] = DB::table('products')->whereNotNull($column)->groupBy($column)
                ->selectRaw($column.' as id, count(*) as n')->pluck('n', 'id')->map(intval(...))->all();
        }

        return $counts;
    }
}
