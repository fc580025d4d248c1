<?php

declare(strict_types=1);

namespace App\Queries\Admin\Families;

use App\Infrastructure\Database\LikePattern;
use App\Models\Category;
use App\Models\ProductFamily;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Support\Facades\DB;

/**
 * The back office's family list: searched by name in either language or any variant's SKU (exactly or its
 * beginning), filtered by brand and category (any level), A–Z in the staff member's language, 25 a page. Each row's
 * variant count, price range and stock total come from one GROUP BY over the page's families (the products'
 * family_id index), brand and category from one query each.
 *
 * @phpstan-type FamilyRow array{id: int, name: string, slug: string, brand: string, category: string, variants: int, active: int, price_min: int|null, price_max: int|null, stock: int}
 */
final class FamilyList
{
    public const PER_PAGE = 25;

    /**
     * @param  array{q?: string|null, brand?: int|null, category?: int|null}  $filters
     * @return LengthAwarePaginator<int, ProductFamily>
     */
    public function paginate(array $filters): LengthAwarePaginator
    {
        $query = ProductFamily::query()->with(['brand:id,name', 'category:id,name']);
        $search = trim($filters['q'] ?? '');
        if ($search !== '') {
            $this->search($query, $search);
        }
        if (($filters['brand'] ?? null) !== null) {
            $query->where('brand_id', $filters['brand']);
        }
        if (($filters['category'] ?? null) !== null) {
            $query->whereIn('category_id', self::categoryAndBelow($filters['category']));
        }
        $query->orderBy(app()->getLocale() === 'ru' ? 'name->ru' : 'name->ro')->orderBy('id');

        /** @var LengthAwarePaginator<int, ProductFamily> $page */
        $page = $query->paginate(self::PER_PAGE)->withQueryString();

        return $page;
    }

    /**
     * The rows of one page, their variants' figures counted in one query.
     *
     * @param  list<ProductFamily>  $families
     * @return list<FamilyRow>
     */
    public function rows(array $families): array
    {
        $ids = array_map(static fn (ProductFamily $family): int => $family->id, $families);
        $figures = $ids === [] ? collect() : DB::table('products')->whereIn('family_id', $ids)->groupBy('family_id')
            ->selectRaw('family_id, count(*) as variants, sum(case when is_active then 1 else 0 end) as active, min(price) as price_min, max(price) as price_max, sum(stock_total) as stock')
            ->get()->keyBy('family_id');

        return array_map(static function (ProductFamily $family) use ($figures): array {
            /** @var object{variants: int|string, active: int|string|null, price_min: int|string|null, price_max: int|string|null, stock: int|string|null}|null $row */
            $row = $figures->get($family->id);

            return [
                'id' => $family->id,
                'name' => $family->translate('name'),
                'slug' => $family->slug,
                'brand' => $family->brand->name,
                'category' => $family->category->translate('name'),
                'variants' => $row === null ? 0 : (int) $row->variants,
                'active' => $row === null ? 0 : (int) $row->active,
                'price_min' => $row === null || $row->price_min === null ? null : (int) $row->price_min,
                'price_max' => $row === null || $row->price_max === null ? null : (int) $row->price_max,
                'stock' => $row === null ? 0 : (int) $row->stock,
            ];
        }, $families);
    }

    /**
     * A category and the ones under it (the tree has three levels).
     *
     * @return list<int>
     */
    private static function categoryAndBelow(int $id): array
    {
        $ids = [$id];
        $level = [$id];
        for ($depth = 0; $depth < 2 && $level !== []; $depth++) {
            $level = Category::query()->whereIn('parent_id', $level)->pluck('id')->map(static fn (mixed $child): int => (int) $child)->all();
            $ids = [...$ids, ...$level];
        }

        return array_values($ids);
    }

    /**
     * Part of the name in either language (in lower case, or with a capital first: SQLite folds Latin letters only),
     * or a variant's SKU exactly or by its beginning.
     *
     * @param  Builder<ProductFamily>  $query
     */
    private function search(Builder $query, string $search): void
    {
        $lower = mb_strtolower($search);
        $capital = mb_strtoupper(mb_substr($lower, 0, 1)).mb_substr($lower, 1);
        $sku = str_replace(['%', '_', '\\'], '_', mb_strtoupper($search));
        $query->where(static function (Builder $where) use ($search, $capital, $sku): void {
            foreach (['name->ro', 'name->ru'] as $column) {
                $where->orWhereRaw(LikePattern::lowerColumnLike($where, $column), [LikePattern::containing($search)]);
                $where->orWhere($column, 'like', '%'.str_replace(['%', '_', '\\'], '_', $capital).'%');
            }
            $where->orWhereExists(static fn ($products) => $products->from('products')->whereColumn('products.family_id', 'product_families.id')
                ->where(static fn ($skus) => $skus->where('products.sku', mb_strtoupper($search))->orWhere('products.sku', 'like', $sku.'%')));
        });
    }
}
