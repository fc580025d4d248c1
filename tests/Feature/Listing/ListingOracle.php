<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

/**
 * An independent, deliberately naive reading of a listing's filters for tests: every product of the scope is
 * loaded with its spec values and filtered in PHP, so facet counts and totals from the SQL engine can be checked
 * against it. A family (docs/variants.md) shows once, as its listed variant, and matches a spec filter when any of
 * its active variants has the value.
 */
final class ListingOracle
{
    /** @var Collection<int, object{id: int, brand: string, price: int, stock: int, options: array<string, list<string>>, numbers: array<string, list<float>>}> */
    private Collection $products;

    /**
     * @param  callable(\Illuminate\Database\Query\Builder): mixed  $scope  conditions over `products`
     */
    public function __construct(callable $scope)
    {
        $query = DB::table('products')->select('products.id', 'products.family_id');
        $scope($query);
        $ids = [];
        foreach ($query->get() as $row) {
            $ids[] = $row->family_id === null ? (int) $row->id
                : (int) DB::table('products')->where('family_id', $row->family_id)->where('is_active', true)
                    ->orderByRaw('CASE WHEN stock_total > 0 THEN 0 ELSE 1 END')->orderBy('price')->orderBy('id')->value('id');
        }
        $rows = DB::table('products')->join('brands', 'brands.id', '=', 'products.brand_id')
            ->whereIn('products.id', array_values(array_unique(array_filter($ids))))->where('products.is_active', true)
            ->get(['products.id', 'products.family_id', 'brands.slug as brand', 'products.price', 'products.stock_total']);

        $this->products = $rows->map(static function (object $row): object {
            $sources = [(int) $row->id];
            $familyOptions = [];
            if ($row->family_id !== null) {
                $sources = DB::table('products')->where('family_id', $row->family_id)->where('is_active', true)->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all();
                $familyOptions = DB::table('product_family_options')->where('family_id', $row->family_id)->pluck('attribute_id')->map(static fn (mixed $id): int => (int) $id)->all();
            }
            $values = DB::table('product_attribute_values as v')->join('attributes as a', 'a.id', '=', 'v.attribute_id')
                ->leftJoin('attribute_options as o', 'o.id', '=', 'v.attribute_option_id')
                ->whereIn('v.product_id', $sources)
                ->get(['v.product_id', 'v.attribute_id', 'a.code', 'o.slug', 'v.number_value']);
            $options = [];
            $numbers = [];
            foreach ($values as $value) {
                // Its own specs, and the family's options as any of its active variants has them.
                if ((int) $value->product_id !== (int) $row->id && ! in_array((int) $value->attribute_id, $familyOptions, true)) {
                    continue;
                }
                if ($value->slug !== null) {
                    $options[$value->code][] = $value->slug;
                } elseif ($value->number_value !== null) {
                    $numbers[$value->code][] = (float) $value->number_value;
                }
            }

            return (object) ['id' => (int) $row->id, 'brand' => $row->brand, 'price' => (int) $row->price, 'stock' => (int) $row->stock_total, 'options' => array_map('array_unique', $options), 'numbers' => $numbers];
        });
    }

    /**
     * The product a card stands for: a family's card may show the variant that has the filtered values
     * (FamilyMatch), which counts as its family's listed variant.
     */
    public static function listedOf(int $id): int
    {
        $family = DB::table('products')->where('id', $id)->value('family_id');

        return $family === null ? $id : (int) DB::table('products')->where('family_id', $family)->where('is_listed', true)->value('id');
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
            ->flatMap(fn (object $p): array => $key === 'brand' ? [$p->brand] : ($p->options[$key] ?? []))
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
            $numbers = $key === 'price' ? [$product->price / 100] : ($product->numbers[$key] ?? []);
            foreach ($numbers as $number) {
                if (($min === '' || $number >= (float) $min) && ($max === '' || $number <= (float) $max)) {
                    return true;
                }
            }

            return false;
        }

        return array_intersect($product->options[$key] ?? [], explode(',', $value)) !== [];
    }
}
