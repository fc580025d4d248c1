<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * An independent, deliberately naive reading of a listing's filters for tests: every product of the scope is
 * loaded with its spec values and filtered in PHP, so facet counts and totals from the SQL engine can be checked
 * against it.
 */
final class ListingOracle
{
    /** @var Collection<int, object{id: int, brand: string, price: int, stock: int, options: array<string, string>, numbers: array<string, float>}> */
    private Collection $products;

    /**
     * @param  callable(\Illuminate\Database\Query\Builder): mixed  $scope  conditions over `products`
     */
    public function __construct(callable $scope)
    {
        $query = DB::table('products')->join('brands', 'brands.id', '=', 'products.brand_id')
            ->select('products.id', 'brands.slug as brand', 'products.price', 'products.stock_total');
        $scope($query);
        $rows = $query->get();
        $values = DB::table('product_attribute_values as v')->join('attributes as a', 'a.id', '=', 'v.attribute_id')
            ->leftJoin('attribute_options as o', 'o.id', '=', 'v.attribute_option_id')
            ->whereIn('v.product_id', $rows->pluck('id'))
            ->get(['v.product_id', 'a.code', 'o.slug', 'v.number_value'])
            ->groupBy('product_id');

        $this->products = $rows->map(static function (object $row) use ($values): object {
            $options = [];
            $numbers = [];
            foreach ($values->get($row->id, []) as $value) {
                if ($value->slug !== null) {
                    $options[$value->code] = $value->slug;
                } elseif ($value->number_value !== null) {
                    $numbers[$value->code] = (float) $value->number_value;
                }
            }

            return (object) ['id' => (int) $row->id, 'brand' => $row->brand, 'price' => (int) $row->price, 'stock' => (int) $row->stock_total, 'options' => $options, 'numbers' => $numbers];
        });
    }

    /**
     * Products matching filters given as URL parameters (`brand`, `price` in lei, `stock`, attribute codes).
     *
     * @param  array<string, string>  $filters
     * @return Collection<int, object>
     */
    public function matching(array $filters): Collection
    {
        return $this->products->filter(function (object $product) use ($filters): bool {
            foreach ($filters as $key => $value) {
                if (! $this->passes($product, $key, $value)) {
                    return false;
                }
            }

            return true;
        })->values();
    }

    /**
     * How many products picking `$value` of facet `$key` would give, with the other filters kept.
     *
     * @param  array<string, string>  $filters
     */
    public function optionCount(array $filters, string $key, string $value): int
    {
        unset($filters[$key]);

        return $this->matching($filters)->filter(fn (object $p): bool => $this->passes($p, $key, $value))->count();
    }

    /**
     * The values of facet `$key` among the products matching the other filters.
     *
     * @param  array<string, string>  $filters
     * @return list<string>
     */
    public function valuesOf(array $filters, string $key): array
    {
        unset($filters[$key]);

        return $this->matching($filters)
            ->map(fn (object $p): ?string => $key === 'brand' ? $p->brand : ($p->options[$key] ?? null))
            ->filter()->unique()->values()->all();
    }

    private function passes(object $product, string $key, string $value): bool
    {
        if ($key === 'brand') {
            return in_array($product->brand, explode(',', $value), true);
        }
        if ($key === 'stock') {
            return $product->stock > 0;
        }
        if (str_contains($value, '-') && ! str_contains($value, ',') && preg_match('/^[\d.]*-[\d.]*$/', $value) === 1) {
            [$min, $max] = explode('-', $value);
            $number = $key === 'price' ? $product->price / 100 : ($product->numbers[$key] ?? null);

            return $number !== null && ($min === '' || $number >= (float) $min) && ($max === '' || $number <= (float) $max);
        }

        return in_array($product->options[$key] ?? null, explode(',', $value), true);
    }
}
