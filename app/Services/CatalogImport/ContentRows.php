<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use App\Models\Attribute;
use App\Queries\Admin\Products\ProductFormOptions;
use Illuminate\Support\Facades\DB;

/**
 * The content columns of an import file, one chunk at a time (docs/catalog-import.md): the names and descriptions per
 * language, the brand by slug, spec values by attribute code and the pictures. load() reads what the chunk needs in a
 * few queries (its brands, its products' texts, spec values and pictures); row() checks one row and says what
 * would change (for the report) and what to write.
 *
 * @phpstan-type Content array{name: array{ro: string, ru: string}|null, description: array{ro: string, ru: string}|null, brand: int|null, specs: array<int, array{option: int|null, number: string|null}|null>, pictures: list<string>|null}
 */
final class ContentRows
{
    public const NAME_MAX = 255;

    public const DESCRIPTION_MAX = 50_000;

    private const YES = ['1', 'yes', 'da', 'да', 'true'];

    private const NO = ['0', 'no', 'nu', 'нет', 'false'];

    /** @var array<string, int> brand id by slug */
    private array $brands = [];

    /** @var array<int, string> */
    private array $brandSlugs = [];

    /** @var array<int, array{name: array<string, string>, description: array<string, string>, brand_id: int}> by product id */
    private array $texts = [];

    /** @var array<int, array<int, string>> shown spec value by product id and attribute id */
    private array $specValues = [];

    /** @var array<int, array{count: int, urls: list<string>}> pictures by product id, as the export writes them */
    private array $currentPictures = [];

    public function __construct(private readonly ImportColumns $columns, private readonly ?PictureSources $pictures)
    {
    }

    /**
     * @param  array<int, list<string>>  $rows
     * @param  list<int>  $productIds
     */
    public function load(array $rows, array $productIds): void
    {
        $this->texts = $this->specValues = $this->currentPictures = [];
        if ($this->columns->brand !== null) {
            $slugs = [];
            foreach ($rows as $cells) {
                $slug = trim($cells[$this->columns->brand] ?? '');
                if ($slug !== '') {
                    $slugs[$slug] = true;
                }
            }
            $query = DB::table('brands')->whereIn('slug', array_keys($slugs));
            if ($productIds !== []) {
                $query->orWhereIn('id', DB::table('products')->whereIn('id', $productIds)->select('brand_id'));
            }
            foreach ($query->get(['id', 'slug']) as $brand) {
                $this->brands[(string) $brand->slug] = (int) $brand->id;
                $this->brandSlugs[(int) $brand->id] = (string) $brand->slug;
            }
        }
        if ($productIds === []) {
            return;
        }
        if ($this->columns->names !== [] || $this->columns->descriptions !== [] || $this->columns->brand !== null) {
            foreach (DB::table('products')->whereIn('id', $productIds)->get(['id', 'name', 'description', 'brand_id']) as $product) {
                $this->texts[(int) $product->id] = [
                    'name' => self::decode((string) $product->name),
                    'description' => self::decode((string) $product->description),
                    'brand_id' => (int) $product->brand_id,
                ];
            }
        }
        if ($this->columns->specs !== []) {
            $attributes = array_map(static fn (Attribute $attribute): int => $attribute->id, $this->columns->specs);
            $values = DB::table('product_attribute_values')->leftJoin('attribute_options', 'attribute_options.id', '=', 'product_attribute_values.attribute_option_id')
                ->whereIn('product_attribute_values.product_id', $productIds)->whereIn('product_attribute_values.attribute_id', $attributes)
                ->get(['product_attribute_values.product_id', 'product_attribute_values.attribute_id', 'product_attribute_values.number_value', 'attribute_options.slug']);
            foreach ($values as $value) {
                $this->specValues[(int) $value->product_id][(int) $value->attribute_id] = $value->slug !== null ? (string) $value->slug : self::number((string) $value->number_value);
            }
        }
        if ($this->columns->images !== null) {
            $this->currentPictures = app(PictureUrls::class)->of($productIds);
        }
    }

    /**
     * What the row's content columns change (report fields: before and after), what to write, and the row's errors.
     * A new product ($productId null) starts from empty texts.
     *
     * @param  list<string>  $cells
     * @return array{0: array<string, array{0: int|string|null, 1: int|string|null}>, 1: Content, 2: list<ImportError>}
     */
    public function row(array $cells, int $line, string $sku, ?int $productId): array
    {
        $fields = [];
        $errors = [];
        $content = ['name' => null, 'description' => null, 'brand' => null, 'specs' => [], 'pictures' => null];
        $current = $productId === null ? null : ($this->texts[$productId] ?? null);

        foreach (['name' => [$this->columns->names, self::NAME_MAX, ImportColumns::NAME_IN], 'description' => [$this->columns->descriptions, self::DESCRIPTION_MAX, ImportColumns::DESCRIPTION_IN]] as $key => [$indexes, $max, $prefix]) {
            $texts = ['ro' => $current[$key]['ro'] ?? '', 'ru' => $current[$key]['ru'] ?? ''];
            $changed = false;
            foreach ($indexes as $locale => $index) {
                $cell = self::unguarded(trim($cells[$index] ?? ''));
                if ($locale !== 'ro' && $locale !== 'ru') {
                    continue;
                }
                if ($cell === '' || $cell === $texts[$locale]) {
                    continue;
                }
                if (mb_strlen($cell) > $max) {
                    $errors[] = new ImportError($line, $sku, 'text_too_long', ['column' => $prefix.$locale, 'max' => $max]);

                    continue;
                }
                $fields[$prefix.$locale] = [self::shown($texts[$locale]), self::shown($cell)];
                $texts[$locale] = $cell;
                $changed = true;
            }
            if ($changed || ($productId === null && $indexes !== [])) {
                $content[$key] = ['ro' => $texts['ro'], 'ru' => $texts['ru']];
            }
        }

        if ($this->columns->brand !== null) {
            $cell = trim($cells[$this->columns->brand] ?? '');
            if ($cell !== '') {
                $brand = $this->brands[$cell] ?? null;
                if ($brand === null) {
                    $errors[] = new ImportError($line, $sku, 'unknown_brand', ['brand' => $cell]);
                } elseif ($brand !== ($current['brand_id'] ?? null)) {
                    $before = $current === null ? null : ($this->brandSlugs[$current['brand_id']] ?? null);
                    $fields[ImportColumns::BRAND] = [$before, $cell];
                    $content['brand'] = $brand;
                }
            }
        }

        foreach ($this->columns->specs as $index => $attribute) {
            $cell = trim($cells[$index] ?? '');
            if ($cell === '') {
                continue;
            }
            $before = $productId === null ? null : ($this->specValues[$productId][$attribute->id] ?? null);
            if ($cell === ImportColumns::CLEAR) {
                if ($before !== null) {
                    $fields[ImportColumns::SPEC.$attribute->code] = [$before, null];
                    $content['specs'][$attribute->id] = null;
                }

                continue;
            }
            [$value, $shown] = self::spec($attribute, $cell);
            if ($value === null) {
                $errors[] = new ImportError($line, $sku, 'bad_spec', ['column' => ImportColumns::SPEC.$attribute->code, 'value' => $cell]);
            } elseif ($shown !== $before) {
                $fields[ImportColumns::SPEC.$attribute->code] = [$before, $shown];
                $content['specs'][$attribute->id] = $value;
            }
        }

        if ($this->columns->images !== null) {
            $cell = trim($cells[$this->columns->images] ?? '');
            $current = $productId === null ? null : ($this->currentPictures[$productId] ?? ['count' => 0, 'urls' => []]);
            // The product's own pictures as the export wrote them: nothing to fetch, nothing changes.
            $same = $current !== null && $current['urls'] !== [] && PictureUrls::split($cell) === $current['urls'];
            if ($cell !== '' && ! $same) {
                [$paths, $problems] = $this->pictures?->resolve($cell) ?? [[], [['picture_no_zip', ['picture' => $cell]]]];
                foreach ($problems as [$code, $params]) {
                    $errors[] = new ImportError($line, $sku, $code, $params);
                }
                if ($problems === []) {
                    $fields[ImportColumns::IMAGES] = [$current === null ? null : $current['count'], count($paths)];
                    $content['pictures'] = $paths;
                }
            }
        }

        return [$fields, $content, $errors];
    }

    /**
     * A spec cell as the value to store and the value shown: an option by its slug or its name in either language
     * (any case), a number with a point or a comma, yes/no for a yes-or-no attribute.
     *
     * @return array{0: array{option: int|null, number: string|null}|null, 1: string|null}
     */
    private static function spec(Attribute $attribute, string $cell): array
    {
        $lower = mb_strtolower($cell);
        if ($attribute->type === 'number') {
            $number = str_replace([',', ' '], ['.', ''], $cell);

            return preg_match('/^-?\d{1,9}(?:\.\d{1,2})?$/', $number) === 1 ? [['option' => null, 'number' => self::number($number)], self::number($number)] : [null, null];
        }
        if ($attribute->type === 'boolean') {
            $yes = in_array($lower, self::YES, true);
            if (! $yes && ! in_array($lower, self::NO, true)) {
                return [null, null];
            }
            $option = ProductFormOptions::booleanOption($attribute, $yes);
            $slug = $option === null ? null : $attribute->options->firstWhere('id', $option)?->slug;

            return $option === null ? [['option' => null, 'number' => $yes ? '1' : '0'], $yes ? '1' : '0'] : [['option' => $option, 'number' => null], $slug];
        }
        foreach ($attribute->options as $option) {
            if (mb_strtolower($option->slug) === $lower || in_array($lower, array_map('mb_strtolower', array_values($option->value)), true)) {
                return [['option' => $option->id, 'number' => null], $option->slug];
            }
        }

        return [null, null];
    }

    /**
     * A number value as one text whatever the database keeps (`54.60` on PostgreSQL's decimal, `54.6` on SQLite): no
     * trailing zeros after the point, no point when nothing follows it.
     */
    public static function number(string $value): string
    {
        return str_contains($value, '.') ? rtrim(rtrim($value, '0'), '.') : $value;
    }

    /**
     * @return array<string, string>
     */
    private static function decode(string $json): array
    {
        $values = json_decode($json, true);

        return is_array($values) ? array_map('strval', array_filter($values, 'is_scalar')) : [];
    }

    /**
     * A text as it was before the export guarded it against spreadsheets running it (SpreadsheetCsv::safe put an
     * apostrophe before a leading `=`, `+`, `-` or `@`), so an exported file imports back unchanged.
     */
    private static function unguarded(string $text): string
    {
        return strlen($text) > 1 && $text[0] === "'" && str_contains('=+-@', $text[1]) ? substr($text, 1) : $text;
    }

    /** A text as the dry run shows it: its first 60 characters. */
    private static function shown(string $text): ?string
    {
        return $text === '' ? null : mb_strimwidth($text, 0, 60, '…');
    }
}
