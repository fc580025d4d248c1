<?php

declare(strict_types=1);

namespace App\Queries\Admin\Products;

use App\Models\Category;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Query\Grammars\SQLiteGrammar;

/**
 * The back office's product filters as the list's query string carries them (validated by ListProductsRequest),
 * applied to a query on `products`.
 */
final readonly class ProductFilters
{
    public const SORTS = ['newest', 'name', 'price-asc', 'price-desc', 'stock-asc', 'stock-desc'];

    public function __construct(
        public ?string $search = null,
        public ?int $category = null,
        public ?int $brand = null,
        public ?bool $inStock = null,
        public ?bool $active = null,
        public bool $discounted = false,
        public string $sort = 'newest',
    ) {
    }

    /**
     * @param  array<string, mixed>  $input  validated query values
     */
    public static function fromArray(array $input): self
    {
        $text = static fn (string $key): ?string => is_string($input[$key] ?? null) && trim($input[$key]) !== '' ? trim($input[$key]) : null;
        $yesNo = static fn (string $key): ?bool => match ($text($key)) {
            '1' => true,
            '0' => false,
            default => null,
        };
        $sort = $text('sort');

        return new self(
            search: $text('q'),
            category: is_numeric($input['category'] ?? null) ? (int) $input['category'] : null,
            brand: is_numeric($input['brand'] ?? null) ? (int) $input['brand'] : null,
            inStock: $yesNo('stock'),
            active: $yesNo('active'),
            discounted: $text('discounted') === '1',
            sort: in_array($sort, self::SORTS, true) ? $sort : 'newest',
        );
    }

    /**
     * The filters as the query string writes them (and as the page echoes them back), empty ones left out.
     *
     * @return array<string, string>
     */
    public function toArray(): array
    {
        $flag = static fn (?bool $value): ?string => $value === null ? null : ($value ? '1' : '0');

        return array_map('strval', array_filter([
            'q' => $this->search,
            'category' => $this->category,
            'brand' => $this->brand,
            'stock' => $flag($this->inStock),
            'active' => $flag($this->active),
            'discounted' => $this->discounted ? '1' : null,
            'sort' => $this->sort === 'newest' ? null : $this->sort,
        ], static fn (mixed $value): bool => $value !== null));
    }

    /**
     * @param  Builder<\App\Models\Product>  $query
     * @return Builder<\App\Models\Product>
     */
    public function apply(Builder $query): Builder
    {
        if ($this->search !== null) {
            $this->applySearch($query, $this->search);
        }
        if ($this->category !== null) {
            $category = Category::query()->find($this->category, ['id', 'depth']);
            $category === null ? $query->whereRaw('1 = 0') : $query->where($category->productColumn(), $category->id);
        }
        if ($this->brand !== null) {
            $query->where('brand_id', $this->brand);
        }
        if ($this->inStock !== null) {
            $query->where('stock_total', $this->inStock ? '>' : '<=', 0);
        }
        if ($this->active !== null) {
            $query->where('is_active', $this->active);
        }
        if ($this->discounted) {
            $query->where('discount_percent', '>', 0);
        }

        $query->orderBy(...match ($this->sort) {
            'name' => [app()->getLocale() === 'ru' ? 'name->ru' : 'name->ro', 'asc'],
            'price-asc' => ['price', 'asc'],
            'price-desc' => ['price', 'desc'],
            'stock-asc' => ['stock_total', 'asc'],
            'stock-desc' => ['stock_total', 'desc'],
            default => ['id', 'desc'],
        });

        $query->orderByDesc('id');

        return $query;
    }

    /**
     * A SKU (exactly, or its beginning) or part of the name in either language, as typed, in lower case or with a
     * capital first on SQLite (whose lower() and LIKE fold Latin letters only, and names are written "Televizor",
     * "Телевизор"); elsewhere lower() folds every letter, so the name in lower case is compared (PostgreSQL's LIKE
     * folds nothing, and MariaDB reads a JSON value in a binary collation). A `%`, `_` or `\` typed stands for one
     * character, as in the order list.
     *
     * @param  Builder<\App\Models\Product>  $query
     */
    private function applySearch(Builder $query, string $search): void
    {
        $escaped = str_replace(['%', '_', '\\'], '_', $search);
        $lower = mb_strtolower($escaped);
        $variants = array_values(array_unique([$escaped, $lower, mb_strtoupper(mb_substr($lower, 0, 1)).mb_substr($lower, 1)]));
        $sqlite = $query->getQuery()->getGrammar() instanceof SQLiteGrammar;
        $query->where(static function (Builder $where) use ($search, $escaped, $lower, $variants, $sqlite): void {
            $where->where('sku', mb_strtoupper($search))->orWhere('sku', 'like', mb_strtoupper($escaped).'%');
            foreach (['name->ro', 'name->ru'] as $column) {
                if (! $sqlite) {
                    $where->orWhereRaw('lower('.$where->getQuery()->getGrammar()->wrap($column).') like ?', ['%'.$lower.'%']);

                    continue;
                }
                foreach ($variants as $variant) {
                    $where->orWhere($column, 'like', '%'.$variant.'%');
                }
            }
        });
    }
}
