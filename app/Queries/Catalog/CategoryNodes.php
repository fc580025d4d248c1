<?php

declare(strict_types=1);

namespace App\Queries\Catalog;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Models\Category;
use Illuminate\Database\Eloquent\Collection;

/**
 * Every category's row (a few hundred), kept in the app server's memory under the catalogue's version
 * (ServerMemory, CatalogCache::key), so a category page finds its path and children, and a product page its
 * breadcrumbs, without asking the database. The nodes are Category models made from the rows as the database gave
 * them; any category change makes a new catalogue version, so they are never older than the rows.
 *
 * @phpstan-type Nodes array{rows: array<int, array<string, mixed>>, slugs: array<string, int>, children: array<int, list<int>>}
 */
final class CategoryNodes
{
    private const TTL_SECONDS = 3600;

    /** @var Nodes|null */
    private ?array $nodes = null;

    public function bySlug(string $slug): ?Category
    {
        $id = $this->nodes()['slugs'][$slug] ?? null;

        return $id === null ? null : $this->byId($id);
    }

    public function byId(int $id): ?Category
    {
        $row = $this->nodes()['rows'][$id] ?? null;

        return $row === null ? null : (new Category)->newFromBuilder($row);
    }

    /**
     * The direct children of a node, in the shop's order (sort, then id); the top level for 0.
     *
     * @return Collection<int, Category>
     */
    public function childrenOf(int $id): Collection
    {
        $nodes = $this->nodes();

        return new Collection(array_map(
            static fn (int $childId): Category => (new Category)->newFromBuilder($nodes['rows'][$childId]),
            $nodes['children'][$id] ?? [],
        ));
    }

    /**
     * @return Nodes
     */
    private function nodes(): array
    {
        /** @var Nodes $nodes */
        $nodes = $this->nodes ??= ServerMemory::remember(CatalogCache::key('category-nodes'), self::TTL_SECONDS, static function (): array {
            $rows = [];
            $slugs = [];
            $children = [];
            foreach (Category::query()->toBase()->orderBy('sort')->orderBy('id')->get() as $row) {
                $attributes = (array) $row;
                $id = (int) $attributes['id'];
                $rows[$id] = $attributes;
                $slugs[(string) $attributes['slug']] = $id;
                $children[(int) ($attributes['parent_id'] ?? 0)][] = $id;
            }

            return ['rows' => $rows, 'slugs' => $slugs, 'children' => $children];
        });

        return $nodes;
    }
}
