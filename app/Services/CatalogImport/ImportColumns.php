<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use App\Models\Attribute;
use Illuminate\Support\Facades\DB;

/**
 * The header row of an import file: where the SKU, the prices and each place's stock are. Column names are matched
 * without regard to case or surrounding spaces; a place is named by its slug (`stock:depozit-central`), the
 * warehouse included. `name` (the export writes it, so a worker in a spreadsheet knows what a SKU is) is read past:
 * a file with or without it imports the same. `family` names the family a product is a variant of by its slug,
 * `category` the product's category by its slug, `active` whether it is on sale.
 * Errors: no `sku` column, an unknown column or place, a column given twice, too many columns, and price or family
 * columns for a staff member who may only change stock (they are refused, not ignored).
 */
final class ImportColumns
{
    public const PRICE = 'price';

    public const OLD_PRICE = 'old_price';

    public const STOCK = 'stock:';

    /** The product's name: written by the export, never imported. */
    public const NAME = 'name';

    /** The family a product is a variant of, by slug (docs/variants.md); `-` takes it out of its family. */
    public const FAMILY = 'family';

    /** The product's category, by slug (any level of the tree): a bulk move of products between categories. */
    public const CATEGORY = 'category';

    /** Whether the product is on sale: `1`/`0` (also yes/no, da/nu, да/нет): bulk activation and deactivation. */
    public const ACTIVE = 'active';

    /** The product's name and description per language (`name:ro`, `name:ru`, `description:ro`, `description:ru`). */
    public const NAME_IN = 'name:';

    public const DESCRIPTION_IN = 'description:';

    /** The brand, by slug. */
    public const BRAND = 'brand';

    /** A spec value, by the attribute's code (`spec:diagonal`): an option's slug, a number, yes/no; `-` clears it. */
    public const SPEC = 'spec:';

    /** The product's pictures, `|` between them: file names in the uploaded zip or http(s) URLs; they replace its own. */
    public const IMAGES = 'images';

    /** A cell that clears a value (a spec, the family). */
    public const CLEAR = '-';

    /** The `family` cell that takes a product out of its family (an empty cell leaves it as it is). */
    public const NO_FAMILY = '-';

    public ?int $sku = null;

    public ?int $price = null;

    public ?int $oldPrice = null;

    public ?int $family = null;

    public ?int $category = null;

    public ?int $active = null;

    /** @var array<string, int> column index by language */
    public array $names = [];

    /** @var array<string, int> column index by language */
    public array $descriptions = [];

    public ?int $brand = null;

    /** @var array<int, Attribute> the attribute (with its options) by column index */
    public array $specs = [];

    public ?int $images = null;

    /** @var array<int, array{id: int, slug: string}> place by column index */
    public array $stock = [];

    public int $count = 0;

    /** @var list<ImportError> */
    public array $errors = [];

    /**
     * @param  list<string>  $header
     */
    public static function read(array $header, bool $mayChangePrices): self
    {
        $columns = new self;
        $columns->count = count($header);
        if ($columns->count > config()->integer('catalog_import.max_columns')) {
            $columns->errors[] = new ImportError(1, '', 'too_many_columns', ['max' => config()->integer('catalog_import.max_columns')]);

            return $columns;
        }
        /** @var array<string, int> $places */
        $places = DB::table('stores')->pluck('id', 'slug')->map(static fn (mixed $id): int => (int) $id)->all();
        $seen = [];
        foreach ($header as $index => $raw) {
            $name = mb_strtolower(str_replace(' ', '', $raw));
            if (isset($seen[$name])) {
                $columns->errors[] = new ImportError(1, '', 'duplicate_column', ['column' => $raw]);

                continue;
            }
            $seen[$name] = true;
            if ($name === 'sku') {
                $columns->sku = $index;
            } elseif ($name === self::NAME) {
                continue;
            } elseif (in_array($name, [self::PRICE, self::OLD_PRICE, self::FAMILY, self::CATEGORY, self::ACTIVE], true)) {
                // The family, the category and whether a product is on sale are the catalogue's shape, as prices are:
                // not the warehouse's.
                if (! $mayChangePrices) {
                    $columns->errors[] = new ImportError(1, '', 'prices_not_allowed', ['column' => $raw]);
                } elseif ($name === self::PRICE) {
                    $columns->price = $index;
                } elseif ($name === self::OLD_PRICE) {
                    $columns->oldPrice = $index;
                } elseif ($name === self::CATEGORY) {
                    $columns->category = $index;
                } elseif ($name === self::ACTIVE) {
                    $columns->active = $index;
                } else {
                    $columns->family = $index;
                }
            } elseif (str_starts_with($name, self::NAME_IN) || str_starts_with($name, self::DESCRIPTION_IN) || $name === self::BRAND
                || str_starts_with($name, self::SPEC) || $name === self::IMAGES) {
                $columns->content($name, $raw, $index, $mayChangePrices);
            } elseif (str_starts_with($name, self::STOCK)) {
                $slug = substr($name, strlen(self::STOCK));
                if (! isset($places[$slug])) {
                    $columns->errors[] = new ImportError(1, '', 'unknown_place', ['column' => $raw, 'place' => $slug]);
                } else {
                    $columns->stock[$index] = ['id' => $places[$slug], 'slug' => $slug];
                }
            } else {
                $columns->errors[] = new ImportError(1, '', 'unknown_column', ['column' => $raw === '' ? '""' : $raw]);
            }
        }
        if ($columns->sku === null) {
            $columns->errors[] = new ImportError(1, '', 'no_sku_column');
        }

        return $columns;
    }

    /** A column of the product's content (texts, brand, specs, pictures): the catalogue's, like the prices. */
    private function content(string $name, string $raw, int $index, bool $mayChangeCatalogue): void
    {
        if (! $mayChangeCatalogue) {
            $this->errors[] = new ImportError(1, '', 'prices_not_allowed', ['column' => $raw]);

            return;
        }
        foreach ([self::NAME_IN => 'names', self::DESCRIPTION_IN => 'descriptions'] as $prefix => $property) {
            if (str_starts_with($name, $prefix)) {
                $locale = substr($name, strlen($prefix));
                if (! in_array($locale, ['ro', 'ru'], true)) {
                    $this->errors[] = new ImportError(1, '', 'unknown_column', ['column' => $raw]);
                } else {
                    $this->{$property}[$locale] = $index;
                }

                return;
            }
        }
        if ($name === self::BRAND) {
            $this->brand = $index;
        } elseif ($name === self::IMAGES) {
            $this->images = $index;
        } else {
            $code = substr($name, strlen(self::SPEC));
            $attribute = Attribute::query()->with('options')->where('code', $code)->first();
            if ($attribute === null) {
                $this->errors[] = new ImportError(1, '', 'unknown_attribute', ['column' => $raw, 'code' => $code]);
            } else {
                $this->specs[$index] = $attribute;
            }
        }
    }

    /** Whether the file may add products: it names each new one's Romanian name, category, brand and price. */
    public function createsProducts(): bool
    {
        return isset($this->names['ro']) && $this->category !== null && $this->brand !== null && $this->price !== null;
    }

    /** Whether the file sets any of the product's content (texts, brand, specs, pictures). */
    public function setsContent(): bool
    {
        return $this->names !== [] || $this->descriptions !== [] || $this->brand !== null || $this->specs !== [] || $this->images !== null;
    }

    /** @return list<string> the fields the file sets, in the report's words */
    public function fields(): array
    {
        return [
            ...array_map(static fn (string $locale): string => self::NAME_IN.$locale, array_keys($this->names)),
            ...array_map(static fn (string $locale): string => self::DESCRIPTION_IN.$locale, array_keys($this->descriptions)),
            ...($this->brand === null ? [] : [self::BRAND]),
            ...array_values(array_map(static fn (Attribute $attribute): string => self::SPEC.$attribute->code, $this->specs)),
            ...($this->images === null ? [] : [self::IMAGES]),
            ...($this->category === null ? [] : [self::CATEGORY]),
            ...($this->active === null ? [] : [self::ACTIVE]),
            ...($this->family === null ? [] : [self::FAMILY]),
            ...($this->price === null ? [] : [self::PRICE]),
            ...($this->oldPrice === null ? [] : [self::OLD_PRICE]),
            ...array_values(array_map(static fn (array $place): string => self::STOCK.$place['slug'], $this->stock)),
        ];
    }

    public function changesPrices(): bool
    {
        return $this->price !== null || $this->oldPrice !== null;
    }
}
