<?php

declare(strict_types=1);

namespace App\Queries\Brands;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Models\Brand;
use App\Models\Product;

/**
 * Every brand's id, name and slug (a hundred or so), kept in the app server's memory under the catalogue's version
 * (ServerMemory, CatalogCache::key), so a listing turns the brands in its address into ids and names the brands of
 * its facet, and product cards and the product page get their brand, without asking the database. Any brand change makes a new catalogue version (Brand's model events,
 * CatalogWrite), so the rows are never older than the table.
 *
 * @phpstan-type BrandRow array{id: int, name: string, slug: string}
 */
final class BrandDirectory
{
    private const TTL_SECONDS = 3600;

    /** @var array{byId: array<int, BrandRow>, idsBySlug: array<string, int>}|null */
    private ?array $rows = null;

    /**
     * The ids of the brands with these slugs (unknown slugs left out), by slug.
     *
     * @param  list<string>  $slugs
     * @return array<string, int>
     */
    public function idsOfSlugs(array $slugs): array
    {
        $found = array_intersect_key($this->rows()['idsBySlug'], array_flip($slugs));
        ksort($found, SORT_STRING);

        return $found;
    }

    /**
     * The brands with these ids, by name (as the database orders them).
     *
     * @param  array<int>  $ids
     * @return list<BrandRow>
     */
    public function named(array $ids): array
    {
        return array_values(array_intersect_key($this->rows()['byId'], array_flip($ids)));
    }

    /**
     * Sets each product's `brand` relation (id, name and slug: what a card and the product page show) from the kept
     * rows, instead of eager loading it.
     *
     * @param  iterable<Product>  $products
     */
    public function attachTo(iterable $products): void
    {
        $rows = $this->rows()['byId'];
        foreach ($products as $product) {
            $row = $rows[$product->brand_id] ?? null;
            $product->setRelation('brand', $row === null ? null : (new Brand)->newFromBuilder($row));
        }
    }

    /**
     * @return array{byId: array<int, BrandRow>, idsBySlug: array<string, int>} byId in the order of the names
     */
    private function rows(): array
    {
        /** @var array{byId: array<int, BrandRow>, idsBySlug: array<string, int>} $rows */
        $rows = $this->rows ??= ServerMemory::remember(CatalogCache::key('brand-directory'), self::TTL_SECONDS, static function (): array {
            $byId = [];
            $idsBySlug = [];
            foreach (Brand::query()->toBase()->orderBy('name')->orderBy('id')->get(['id', 'name', 'slug']) as $row) {
                $brand = ['id' => (int) $row->id, 'name' => (string) $row->name, 'slug' => (string) $row->slug];
                $byId[$brand['id']] = $brand;
                $idsBySlug[$brand['slug']] = $brand['id'];
            }

            return ['byId' => $byId, 'idsBySlug' => $idsBySlug];
        });

        return $rows;
    }
}
