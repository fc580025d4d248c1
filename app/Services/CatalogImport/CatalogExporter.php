<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use App\Support\Csv\SpreadsheetCsv;
use Closure;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * Writes the catalogue in the import's own shape, so that a file exported, edited in a spreadsheet and saved again
 * imports back: a BOM, `;` between fields, `sku;name;category;active;family;price;old_price;stock:<place>;…` (every place by slug,
 * shops by their order, then the warehouses), the product's name in the reader's language (the Romanian one when that
 * is empty; the import reads past it), the category's slug and 1 or 0 for on sale or not, the slug of the family the product is a variant of (empty for a product of its
 * own; written with the prices, which the warehouse neither exports nor imports), prices in lei with a decimal comma, an empty old price where there is none, and
 * each place's shelf (units not held by orders). Products are read a thousand at a time by id, so memory stays flat.
 */
final class CatalogExporter
{
    private const CHUNK = 1000;

    public function __construct(private readonly PictureUrls $pictures)
    {
    }

    /**
     * @param  resource  $out
     * @param  bool  $withPrices  false: only `sku` and the stock columns (what the warehouse may import back)
     * @param  int|null  $categoryId  only the products under this category (any level)
     * @param  int|null  $brandId  only this brand's products
     * @param  Closure(int): void|null  $progress  told the number of products written after each chunk
     * @param  string  $locale  the language of the name column
     * @param  bool  $full  also each product's names and descriptions per language, its brand, every spec value
     *                      (`spec:<code>` for every attribute, by code) and its pictures as absolute URLs (`images`,
     *                      PictureUrls): the full product file (needs $withPrices)
     * @return int the products written
     */
    public function write($out, bool $withPrices, ?int $categoryId = null, ?int $brandId = null, ?Closure $progress = null, string $locale = 'ro', bool $full = false): int
    {
        $full = $full && $withPrices;
        /** @var array<int, string> $attributes code by id */
        $attributes = $full ? DB::table('attributes')->orderBy('code')->pluck('code', 'id')->map(static fn (mixed $code): string => (string) $code)->all() : [];
        /** @var array<int, string> $brands */
        $brands = $full ? DB::table('brands')->pluck('slug', 'id')->map(static fn (mixed $slug): string => (string) $slug)->all() : [];
        $places = DB::table('stores')->orderByRaw("CASE WHEN kind = 'store' THEN 0 ELSE 1 END")->orderBy('sorted')->orderBy('id')
            ->get(['id', 'slug']);
        $header = ['sku', ImportColumns::NAME,
            ...($full ? [ImportColumns::NAME_IN.'ro', ImportColumns::NAME_IN.'ru', ImportColumns::DESCRIPTION_IN.'ro', ImportColumns::DESCRIPTION_IN.'ru', ImportColumns::BRAND] : []),
            ...($withPrices ? [ImportColumns::CATEGORY, ImportColumns::ACTIVE, ImportColumns::FAMILY, ImportColumns::PRICE, ImportColumns::OLD_PRICE] : [])];
        /** @var array<int, string> $categories */
        $categories = $withPrices ? DB::table('categories')->pluck('slug', 'id')->map(static fn (mixed $slug): string => (string) $slug)->all() : [];
        foreach ($places as $place) {
            $header[] = ImportColumns::STOCK.$place->slug;
        }
        foreach ($attributes as $code) {
            $header[] = ImportColumns::SPEC.$code;
        }
        if ($full) {
            $header[] = ImportColumns::IMAGES;
        }
        SpreadsheetCsv::start($out, $header);

        $written = 0;
        $lastId = 0;
        do {
            $products = $this->products($categoryId, $brandId)->where('id', '>', $lastId)->orderBy('id')->limit(self::CHUNK)
                ->get(['id', 'sku', 'name', 'description', 'brand_id', 'price', 'old_price', 'family_id', 'category_id', 'is_active']);
            if ($products->isEmpty()) {
                break;
            }
            $families = $withPrices ? DB::table('product_families')->whereIn('id', $products->whereNotNull('family_id')->pluck('family_id')->unique()->all())
                ->pluck('slug', 'id')->all() : [];
            $shelves = [];
            foreach (DB::table('product_stock')->whereIn('product_id', $products->pluck('id')->all())->get(['product_id', 'store_id', 'quantity']) as $row) {
                $shelves[(int) $row->product_id][(int) $row->store_id] = (int) $row->quantity;
            }
            $pictures = $full ? $this->pictures->of(array_values($products->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all())) : [];
            $specs = [];
            if ($attributes !== []) {
                $values = DB::table('product_attribute_values')->leftJoin('attribute_options', 'attribute_options.id', '=', 'product_attribute_values.attribute_option_id')
                    ->whereIn('product_attribute_values.product_id', $products->pluck('id')->all())
                    ->get(['product_attribute_values.product_id', 'product_attribute_values.attribute_id', 'product_attribute_values.number_value', 'attribute_options.slug']);
                foreach ($values as $value) {
                    $specs[(int) $value->product_id][(int) $value->attribute_id] = $value->slug !== null ? (string) $value->slug : ContentRows::number((string) $value->number_value);
                }
            }
            foreach ($products as $product) {
                $id = (int) $product->id;
                $line = [(string) $product->sku, SpreadsheetCsv::safe(self::name((string) $product->name, $locale))];
                if ($full) {
                    foreach (['name', 'description'] as $column) {
                        $texts = json_decode((string) $product->{$column}, true);
                        foreach (['ro', 'ru'] as $language) {
                            $text = is_array($texts) && is_string($texts[$language] ?? null) ? $texts[$language] : '';
                            $line[] = SpreadsheetCsv::safe($text);
                        }
                    }
                    $line[] = $brands[(int) $product->brand_id] ?? '';
                }
                if ($withPrices) {
                    $line[] = $categories[(int) $product->category_id] ?? '';
                    $line[] = (bool) $product->is_active ? '1' : '0';
                    $line[] = $product->family_id === null ? '' : (string) ($families[(int) $product->family_id] ?? '');
                    $line[] = PriceParser::lei((int) $product->price);
                    $line[] = $product->old_price === null ? '' : PriceParser::lei((int) $product->old_price);
                }
                foreach ($places as $place) {
                    $line[] = (string) ($shelves[$id][(int) $place->id] ?? 0);
                }
                foreach (array_keys($attributes) as $attributeId) {
                    $line[] = $specs[$id][$attributeId] ?? '';
                }
                if ($full) {
                    $line[] = implode(PictureUrls::SEPARATOR, $pictures[$id]['urls'] ?? []);
                }
                SpreadsheetCsv::row($out, $line);
                $lastId = $id;
            }
            $written += $products->count();
            if ($progress !== null) {
                $progress($written);
            }
        } while ($products->count() === self::CHUNK);

        return $written;
    }

    /** The name in the language asked for, from the column's `{"ro": …, "ru": …}`; the Romanian one stands in. */
    private static function name(string $json, string $locale): string
    {
        $names = json_decode($json, true);
        if (! is_array($names)) {
            return $json;
        }
        $name = $names[$locale] ?? null;
        $name = is_string($name) && trim($name) !== '' ? $name : ($names['ro'] ?? '');

        return is_string($name) ? $name : '';
    }

    private function products(?int $categoryId, ?int $brandId): Builder
    {
        return DB::table('products')
            ->when($categoryId !== null, static fn (Builder $query) => $query->where(static fn (Builder $where) => $where
                ->where('category_id', $categoryId)->orWhere('category_sub_id', $categoryId)->orWhere('category_root_id', $categoryId)))
            ->when($brandId !== null, static fn (Builder $query) => $query->where('brand_id', $brandId));
    }
}
