<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

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

    /** The `family` cell that takes a product out of its family (an empty cell leaves it as it is). */
    public const NO_FAMILY = '-';

    public ?int $sku = null;

    public ?int $price = null;

    public ?int $oldPrice = null;

    public ?int $family = null;

    public ?int $category = null;

    public ?int $active = null;

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

    /** @return list<string> the fields the file sets, in the report's words */
    public function fields(): array
    {
        return [
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
