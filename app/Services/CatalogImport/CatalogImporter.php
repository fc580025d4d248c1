<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use App\Models\Product;
use App\Services\Stock\StockLedger;
use Closure;
use Illuminate\Support\Facades\DB;

/**
 * Reads an import file a thousand rows at a time, checks every row against the catalogue as it is now and works out
 * what would change; with `$write` it also writes each chunk's changes, set-based (a few statements per chunk, not
 * one per product), and must then run inside the caller's write transaction, which rolls everything back when any
 * row turns out bad (ApplyCatalogImport). Memory stays flat: only the SKUs seen so far are kept, to find duplicates.
 *
 * Stock follows docs/stock.md: a place's number is its shelf (units not held by an order), exactly as a staff count
 * sets it (StockLedger::setQuantity); reservations are left alone, and each changed product's `stock_total` is set
 * to the sum of its places in the same transaction. `discount_percent` follows the prices (Product::discountPercent).
 */
final class CatalogImporter
{
    private const CHUNK = 1000;

    /** Rows per CASE update: SQLite tries the WHENs in turn, so short lists keep each row's lookup cheap. */
    private const CASES = 100;

    /**
     * @param  Closure(float): void|null  $progress  called after each chunk with how far through the file it is (0 … 1)
     */
    public function scan(string $path, string $fileName, bool $mayChangePrices, bool $write = false, ?Closure $progress = null, ?PictureSources $pictures = null): ImportReport
    {
        $report = new ImportReport($fileName);
        $reader = new CsvReader($path);
        $records = $reader->records();
        if (! $records->valid()) {
            $report->headerErrors[] = new ImportError(1, '', 'empty_file');

            return $report;
        }
        $columns = ImportColumns::read($records->current(), $mayChangePrices);
        $report->columns = $columns->fields();
        $report->headerErrors = $columns->errors;
        if ($columns->errors !== []) {
            return $report;
        }
        $records->next();
        $content = $columns->setsContent() ? new ContentRows($columns, $pictures) : null;

        $maxRows = config()->integer('catalog_import.max_rows');
        $seen = [];
        $chunk = [];
        for (; $records->valid(); $records->next()) {
            if (++$report->rows > $maxRows) {
                $report->rows--;
                $report->headerErrors[] = new ImportError(1, '', 'too_many_rows', ['max' => $maxRows]);

                return $report;
            }
            $line = $records->key();
            $cells = $records->current();
            $sku = $cells[(int) $columns->sku] ?? '';
            if ($sku !== '' && isset($seen[$sku])) {
                $this->bad($report, [new ImportError($line, $sku, 'duplicate_sku', ['line' => $seen[$sku]])]);

                continue;
            }
            if ($sku !== '') {
                $seen[$sku] = $line;
            }
            $chunk[$line] = $cells;
            if (count($chunk) === self::CHUNK) {
                $this->chunk($chunk, $columns, $report, $write, $content);
                $chunk = [];
                if ($progress !== null) {
                    $progress($reader->progress());
                }
            }
        }
        if ($chunk !== []) {
            $this->chunk($chunk, $columns, $report, $write, $content);
        }
        // Duplicates are found while reading, the rest a chunk later: listed in the file's order all the same.
        usort($report->errors, static fn (ImportError $a, ImportError $b): int => $a->line <=> $b->line);
        if ($progress !== null) {
            $progress(1.0);
        }

        return $report;
    }

    /**
     * @param  array<int, list<string>>  $rows  cells by row number
     */
    private function chunk(array $rows, ImportColumns $columns, ImportReport $report, bool $write, ?ContentRows $content = null): void
    {
        $skuAt = (int) $columns->sku;
        $skus = [];
        foreach ($rows as $cells) {
            if ($cells[$skuAt] !== '') {
                $skus[] = $cells[$skuAt];
            }
        }
        $products = DB::table('products')->whereIn('sku', $skus)->when($write, static fn ($query) => $query->lockForUpdate())
            ->get(['id', 'sku', 'price', 'old_price', 'stock_total', 'family_id', 'category_id', 'is_active'])->keyBy('sku');
        $families = $this->families($rows, $columns);
        [$categories, $categorySlugs, $familyCategories] = $this->categories($rows, $columns, $products->all());
        $content?->load($rows, array_values(array_map(static fn (object $product): int => (int) $product->id, $products->all())));
        $contents = [];
        $created = [];
        $shelves = [];
        if ($columns->stock !== [] && $products->isNotEmpty()) {
            $stock = DB::table('product_stock')->whereIn('product_id', $products->pluck('id')->all())
                ->whereIn('store_id', array_column($columns->stock, 'id'))
                ->when($write, static fn ($query) => $query->lockForUpdate())->get(['product_id', 'store_id', 'quantity']);
            foreach ($stock as $row) {
                $shelves[(int) $row->product_id][(int) $row->store_id] = (int) $row->quantity;
            }
        }

        $touched = [];
        $joins = [];
        $shapes = [];
        $stockUpdates = [];
        $stockInserts = [];
        $stockMoves = [];
        $shown = config()->integer('catalog_import.changes_shown');
        foreach ($rows as $line => $cells) {
            $sku = $cells[$skuAt];
            $errors = [];
            if (count($cells) > $columns->count) {
                $errors[] = new ImportError($line, $sku, 'too_many_cells', ['count' => count($cells), 'max' => $columns->count]);
            }
            $product = $sku === '' ? null : $products->get($sku);
            if ($sku === '') {
                $errors[] = new ImportError($line, '', 'no_sku');
            } elseif ($product === null && ! $columns->createsProducts()) {
                $errors[] = new ImportError($line, $sku, 'unknown_sku');
            }
            [$contentFields, $contentValues, $contentErrors] = $content?->row($cells, $line, $sku, $product === null ? null : (int) $product->id)
                ?? [[], null, []];
            $errors = [...$errors, ...$contentErrors];
            [$price, $oldPrice, $priceErrors] = $this->prices($cells, $columns, $line, $sku, $product);
            [$counts, $stockErrors] = $this->counts($cells, $columns, $line, $sku);
            [$category, $categoryErrors] = $this->category($cells, $columns, $line, $sku, $product, $categories);
            [$active, $activeErrors] = $this->active($cells, $columns, $line, $sku, $product);
            [$family, $familyErrors] = $this->family($cells, $columns, $line, $sku, $product, $families, $category[0] ?? null);
            $errors = [...$errors, ...$priceErrors, ...$stockErrors, ...$categoryErrors, ...$activeErrors, ...$familyErrors];
            if ($errors === [] && $product !== null && $category !== null && $family !== null && $family === (int) $product->family_id
                && ($familyCategories[$family] ?? $category[0]) !== $category[0]) {
                // A variant keeps its family's category: the family moves as a whole, in the back office.
                $errors[] = new ImportError($line, $sku, 'category_in_family', ['category' => $category[3]]);
            }
            if ($product === null && $sku !== '' && $columns->createsProducts()) {
                $missing = array_keys(array_filter([
                    ImportColumns::NAME_IN.'ro' => ($contentValues['name']['ro'] ?? '') === '',
                    ImportColumns::CATEGORY => $category === null,
                    ImportColumns::BRAND => ($contentValues['brand'] ?? null) === null,
                    ImportColumns::PRICE => $price <= 0,
                ], static fn (bool $missing): bool => $missing));
                if ($missing !== [] && $categoryErrors === [] && $priceErrors === [] && $contentErrors === []) {
                    $errors[] = new ImportError($line, $sku, 'new_product_incomplete', ['columns' => implode(', ', $missing)]);
                }
            }
            if ($errors !== [] || $product === null) {
                if ($errors === [] && $contentValues !== null && $category !== null) {
                    // A new product: the file names everything it needs (checked above).
                    $report->created++;
                    $fields = [ImportColumns::CATEGORY => [null, $category[3]], ImportColumns::PRICE => [null, $price], ...$contentFields];
                    if ($oldPrice !== null) {
                        $fields[ImportColumns::OLD_PRICE] = [null, $oldPrice];
                    }
                    foreach ($counts as $index => $quantity) {
                        $fields[ImportColumns::STOCK.$columns->stock[$index]['slug']] = [null, $quantity];
                    }
                    $created[] = [
                        'sku' => $sku, 'price' => $price, 'old_price' => $oldPrice, 'category' => $category[0], 'active' => $active ?? false,
                        'family' => $family, 'content' => $contentValues, 'stock' => array_combine(
                            array_map(static fn (int $index): int => $columns->stock[$index]['id'], array_keys($counts)),
                            array_values($counts),
                        ),
                    ];
                    if (count($report->changes) < $shown) {
                        $report->changes[] = ['line' => $line, 'sku' => $sku, 'fields' => $fields, 'created' => true];
                    }

                    continue;
                }
                $this->bad($report, $errors);

                continue;
            }

            $id = (int) $product->id;
            $fields = [];
            $familyBefore = $product->family_id === null ? null : (int) $product->family_id;
            if ($family !== $familyBefore) {
                $fields[ImportColumns::FAMILY] = [$familyBefore, $family];
            }
            if ($price !== (int) $product->price) {
                $fields[ImportColumns::PRICE] = [(int) $product->price, $price];
            }
            $oldBefore = $product->old_price === null ? null : (int) $product->old_price;
            if ($oldPrice !== $oldBefore) {
                $fields[ImportColumns::OLD_PRICE] = [$oldBefore, $oldPrice];
            }
            $pricesChanged = array_diff_key($fields, [ImportColumns::FAMILY => true]) !== [];
            if ($contentFields !== [] && $contentValues !== null) {
                $fields = [...$fields, ...$contentFields];
                $contents[$id] = $contentValues;
            }
            $shape = [];
            if ($category !== null && $category[0] !== (int) $product->category_id) {
                $fields[ImportColumns::CATEGORY] = [$categorySlugs[(int) $product->category_id] ?? (string) $product->category_id, $category[3]];
                $shape['category'] = [$category[0], $category[1], $category[2]];
            }
            if ($active !== null && $active !== (bool) $product->is_active) {
                $fields[ImportColumns::ACTIVE] = [(int) $product->is_active, (int) $active];
                $shape['active'] = $active;
            }
            $difference = 0;
            foreach ($counts as $index => $quantity) {
                $place = $columns->stock[$index];
                $before = $shelves[$id][$place['id']] ?? null;
                if ($quantity === ($before ?? 0) && ($before !== null || $quantity === 0)) {
                    continue;
                }
                if ($quantity !== ($before ?? 0)) {
                    $fields[ImportColumns::STOCK.$place['slug']] = [$before ?? 0, $quantity];
                    $stockMoves[] = ['product_id' => $id, 'store_id' => $place['id'], 'quantity' => $quantity - ($before ?? 0)];
                    $difference += $quantity - ($before ?? 0);
                }
                if ($before === null) {
                    $stockInserts[] = ['product_id' => $id, 'store_id' => $place['id'], 'quantity' => $quantity];
                } else {
                    $stockUpdates[$place['id']][$id] = $quantity;
                }
            }
            if ($fields === []) {
                $report->unchanged++;

                continue;
            }
            $report->changed++;
            if ($shape !== []) {
                $shapes[$id] = $shape;
            }
            if ($shape !== [] || isset($contents[$id])) {
                $report->reshaped[] = $id;
            }
            // The total read under the write lock is the sum of the places, so it moves by the places' difference.
            $total = (int) $product->stock_total;
            if (array_intersect_key($fields, [ImportColumns::PRICE => true, ImportColumns::OLD_PRICE => true]) !== [] || $difference !== 0) {
                $touched[$id] = [$pricesChanged ? [$price, $oldPrice] : null, $total + $difference];
            }
            $flipped = ($total > 0) !== ($total + $difference > 0);
            if ($flipped) {
                $report->stockFlipped[] = $id;
            }
            // What decides a family's listed variant: a price, stock there or not, who is in the family.
            if ($family !== $familyBefore) {
                $joins[$id] = $family;
                $report->familyMoves[] = $id;
                foreach ([$familyBefore, $family] as $changed) {
                    if ($changed !== null) {
                        $report->families[$changed] = true;
                    }
                }
            } elseif ($familyBefore !== null && ($pricesChanged || $flipped)) {
                $report->families[$familyBefore] = true;
            }
            if (count($report->changes) < $shown) {
                $report->changes[] = ['line' => $line, 'sku' => $sku, 'fields' => $fields];
            }
        }

        // A bad row anywhere means the whole transaction rolls back: writing more would only cost time.
        if ($write && $report->clean()) {
            $this->writeStock($stockUpdates, $stockInserts);
            app(StockLedger::class)->recordImport($stockMoves);
            $this->writeProducts($touched);
            $this->writeFamilies($joins);
            $this->writeShapes($shapes);
            $writer = app(ContentWriter::class);
            $writer->update($contents, $report);
            $newJoins = [];
            foreach ($writer->create($created, $report) as $id => $family) {
                if ($family !== null) {
                    $newJoins[$id] = $family;
                    $report->families[$family] = true;
                }
            }
            $this->writeFamilies($newJoins);
        }
    }

    /**
     * The categories the chunk's `category` cells name, by slug ([id, root id, sub id or null, slug]); the slugs of the
     * chunk's products' own categories (what the dry run shows as "before"); and the category of each family the
     * chunk's products are variants of.
     *
     * @param  array<int, list<string>>  $rows
     * @param  array<mixed>  $products
     * @return array{0: array<string, array{0: int, 1: int, 2: int|null, 3: string}>, 1: array<int, string>, 2: array<int, int>}
     */
    private function categories(array $rows, ImportColumns $columns, array $products): array
    {
        if ($columns->category === null) {
            return [[], [], []];
        }
        $slugs = [];
        foreach ($rows as $cells) {
            $slug = trim($cells[$columns->category] ?? '');
            if ($slug !== '') {
                $slugs[$slug] = true;
            }
        }
        $own = [];
        $familyIds = [];
        foreach ($products as $product) {
            /** @var object{category_id: int|string, family_id: int|string|null} $product */
            $own[(int) $product->category_id] = true;
            if ($product->family_id !== null) {
                $familyIds[(int) $product->family_id] = true;
            }
        }
        $byId = [];
        if ($slugs !== [] || $own !== []) {
            $query = DB::table('categories')->whereIn('slug', array_keys($slugs))->orWhereIn('id', array_keys($own));
            foreach ($query->get(['id', 'slug', 'depth', 'parent_id']) as $category) {
                $byId[(int) $category->id] = $category;
            }
            // The parents of the named categories, for their root and sub-category columns.
            $parents = array_diff(array_filter(array_map(static fn (object $category): int => (int) ($category->parent_id ?? 0), $byId), static fn (int $id): bool => $id > 0), array_keys($byId));
            if ($parents !== []) {
                foreach (DB::table('categories')->whereIn('id', $parents)->get(['id', 'slug', 'depth', 'parent_id']) as $category) {
                    $byId[(int) $category->id] = $category;
                }
            }
        }
        $named = [];
        $ownSlugs = [];
        foreach ($byId as $id => $category) {
            $ownSlugs[$id] = (string) $category->slug;
            if (! isset($slugs[(string) $category->slug])) {
                continue;
            }
            $parent = $category->parent_id === null ? null : (int) $category->parent_id;
            [$root, $sub] = match ((int) $category->depth) {
                0 => [$id, null],
                1 => [(int) $parent, $id],
                default => [(int) ($byId[(int) $parent]->parent_id ?? 0), $parent],
            };
            $named[(string) $category->slug] = [$id, $root, $sub, (string) $category->slug];
        }
        $familyCategories = [];
        if ($familyIds !== []) {
            foreach (DB::table('product_families')->whereIn('id', array_keys($familyIds))->get(['id', 'category_id']) as $family) {
                $familyCategories[(int) $family->id] = (int) $family->category_id;
            }
        }

        return [$named, $ownSlugs, $familyCategories];
    }

    /**
     * The category the row moves the product to (null when the column is missing or the cell empty), and its errors.
     *
     * @param  list<string>  $cells
     * @param  array<string, array{0: int, 1: int, 2: int|null, 3: string}>  $categories
     * @return array{0: array{0: int, 1: int, 2: int|null, 3: string}|null, 1: list<ImportError>}
     */
    private function category(array $cells, ImportColumns $columns, int $line, string $sku, ?object $product, array $categories): array
    {
        $cell = $columns->category === null ? '' : trim($cells[$columns->category] ?? '');
        if ($cell === '') {
            return [null, []];
        }
        if (! isset($categories[$cell])) {
            return [null, [new ImportError($line, $sku, 'unknown_category', ['category' => $cell])]];
        }

        return [$categories[$cell], []];
    }

    /**
     * Whether the row puts the product on sale (null when the column is missing or the cell empty), and its errors.
     *
     * @param  list<string>  $cells
     * @return array{0: bool|null, 1: list<ImportError>}
     */
    private function active(array $cells, ImportColumns $columns, int $line, string $sku, ?object $product): array
    {
        $cell = $columns->active === null ? '' : mb_strtolower(trim($cells[$columns->active] ?? ''));
        if ($cell === '') {
            return [null, []];
        }
        if (in_array($cell, ['1', 'yes', 'da', 'да', 'true'], true)) {
            return [true, []];
        }
        if (in_array($cell, ['0', 'no', 'nu', 'нет', 'false'], true)) {
            return [false, []];
        }

        return [null, [new ImportError($line, $sku, 'bad_active', ['value' => $cells[$columns->active]])]];
    }

    /**
     * Products moved to another category or put on or off sale: one UPDATE per hundred, integers written as literals.
     *
     * @param  array<int, array{category?: array{0: int, 1: int, 2: int|null}, active?: bool}>  $shapes
     */
    private function writeShapes(array $shapes): void
    {
        $now = now()->toDateTimeString();
        foreach (array_chunk($shapes, self::CASES, true) as $part) {
            $category = $root = $sub = $active = '';
            foreach ($part as $id => $shape) {
                if (isset($shape['category'])) {
                    [$categoryId, $rootId, $subId] = $shape['category'];
                    $category .= " WHEN {$id} THEN {$categoryId}";
                    $root .= " WHEN {$id} THEN {$rootId}";
                    $sub .= " WHEN {$id} THEN ".($subId ?? 'NULL');
                }
                if (isset($shape['active'])) {
                    $active .= " WHEN {$id} THEN ".($shape['active'] ? 'TRUE' : 'FALSE');
                }
            }
            $sets = [];
            if ($category !== '') {
                $sets[] = "category_id = CASE id{$category} ELSE category_id END";
                $sets[] = "category_root_id = CASE id{$root} ELSE category_root_id END";
                $sets[] = "category_sub_id = CASE id{$sub} ELSE category_sub_id END";
            }
            if ($active !== '') {
                $sets[] = "is_active = CASE id{$active} ELSE is_active END";
            }
            DB::update('UPDATE products SET '.implode(', ', $sets).', updated_at = ? WHERE id IN ('.implode(',', array_keys($part)).')', [$now]);
        }
    }

    /**
     * The families the chunk's `family` cells name, by slug: [id, category id].
     *
     * @param  array<int, list<string>>  $rows
     * @return array<string, array{0: int, 1: int}>
     */
    private function families(array $rows, ImportColumns $columns): array
    {
        if ($columns->family === null) {
            return [];
        }
        $slugs = [];
        foreach ($rows as $cells) {
            $slug = trim($cells[$columns->family] ?? '');
            if ($slug !== '' && $slug !== ImportColumns::NO_FAMILY) {
                $slugs[$slug] = true;
            }
        }
        $families = [];
        if ($slugs !== []) {
            foreach (DB::table('product_families')->whereIn('slug', array_keys($slugs))->get(['id', 'slug', 'category_id']) as $family) {
                $families[(string) $family->slug] = [(int) $family->id, (int) $family->category_id];
            }
        }

        return $families;
    }

    /**
     * The family the row leaves the product in (its own when the column is missing or the cell empty; none for `-`),
     * and its errors: a family that does not exist, or one of another category (a family's variants are listed in its
     * category: the family form writes it down to each of them).
     *
     * @param  list<string>  $cells
     * @param  array<string, array{0: int, 1: int}>  $families
     * @return array{0: int|null, 1: list<ImportError>}
     */
    private function family(array $cells, ImportColumns $columns, int $line, string $sku, ?object $product, array $families, ?int $categoryId = null): array
    {
        /** @var object{family_id: int|string|null, category_id: int|string}|null $product */
        $current = $product === null || $product->family_id === null ? null : (int) $product->family_id;
        $cell = $columns->family === null ? '' : trim($cells[$columns->family] ?? '');
        if ($cell === '') {
            return [$current, []];
        }
        if ($cell === ImportColumns::NO_FAMILY) {
            return [null, []];
        }
        if (! isset($families[$cell])) {
            return [$current, [new ImportError($line, $sku, 'unknown_family', ['family' => $cell])]];
        }
        [$id, $category] = $families[$cell];
        if ($product !== null && ($id !== $current || $categoryId !== null) && $category !== ($categoryId ?? (int) $product->category_id)) {
            return [$current, [new ImportError($line, $sku, 'family_other_category', ['family' => $cell])]];
        }

        return [$id, []];
    }

    /**
     * Products joining or leaving a family: one UPDATE per hundred. A product that leaves stands for itself again
     * (`is_listed`); one that joins waits unlisted, and out of the discounted and new lists, until FamilyListing, after
     * the commit, picks its family's variants for them, so that a listing never shows the family twice meanwhile.
     *
     * @param  array<int, int|null>  $joins  product id => its family id, or null for none
     */
    private function writeFamilies(array $joins): void
    {
        $now = now()->toDateTimeString();
        foreach (array_chunk($joins, self::CASES, true) as $part) {
            $family = $listed = $joined = '';
            foreach ($part as $id => $familyId) {
                $family .= " WHEN {$id} THEN ".($familyId ?? 'NULL');
                $listed .= " WHEN {$id} THEN ".($familyId === null ? 'TRUE' : 'FALSE');
                $joined .= " WHEN {$id} THEN FALSE";
            }
            DB::update(
                "UPDATE products SET family_id = CASE id{$family} ELSE family_id END, is_listed = CASE id{$listed} ELSE is_listed END, is_listed_discounted = CASE id{$joined} ELSE is_listed_discounted END, is_listed_new = CASE id{$joined} ELSE is_listed_new END, updated_at = ? WHERE id IN (".implode(',', array_keys($part)).')',
                [$now],
            );
        }
    }

    /**
     * The row's price and old price as they would be after it (unchanged where the file leaves them), and its errors.
     *
     * @param  list<string>  $cells
     * @return array{0: int, 1: int|null, 2: list<ImportError>}
     */
    private function prices(array $cells, ImportColumns $columns, int $line, string $sku, ?object $product): array
    {
        /** @var object{price: int|string, old_price: int|string|null}|null $product */
        $price = $product === null ? 0 : (int) $product->price;
        $oldPrice = $product === null || $product->old_price === null ? null : (int) $product->old_price;
        if (! $columns->changesPrices()) {
            return [$price, $oldPrice, []];
        }
        $errors = [];
        $max = config()->integer('catalog_import.max_price_lei') * 100;
        $given = false;
        $priceCell = $columns->price === null ? '' : ($cells[$columns->price] ?? '');
        if ($priceCell !== '') {
            $given = true;
            $parsed = PriceParser::bani($priceCell);
            if ($parsed === null || $parsed <= 0 || $parsed > $max) {
                $errors[] = new ImportError($line, $sku, 'bad_price', ['value' => $priceCell]);
            } else {
                $price = $parsed;
            }
        }
        if ($columns->oldPrice !== null && array_key_exists($columns->oldPrice, $cells)) {
            $given = true;
            $oldCell = $cells[$columns->oldPrice];
            $parsed = $oldCell === '' ? null : PriceParser::bani($oldCell);
            if ($oldCell !== '' && ($parsed === null || $parsed <= 0 || $parsed > $max)) {
                $errors[] = new ImportError($line, $sku, 'bad_old_price', ['value' => $oldCell]);
            } else {
                $oldPrice = $parsed;
            }
        }
        if ($errors === [] && $given && $oldPrice !== null && $oldPrice <= $price) {
            $errors[] = new ImportError($line, $sku, 'old_price_not_above', ['old_price' => PriceParser::lei($oldPrice), 'price' => PriceParser::lei($price)]);
        }

        return [$price, $oldPrice, $errors];
    }

    /**
     * The row's stock per place column (cells left empty are left as they are), and its errors.
     *
     * @param  list<string>  $cells
     * @return array{0: array<int, int>, 1: list<ImportError>}
     */
    private function counts(array $cells, ImportColumns $columns, int $line, string $sku): array
    {
        $counts = [];
        $errors = [];
        $max = config()->integer('catalog_import.max_stock');
        foreach ($columns->stock as $index => $place) {
            $cell = $cells[$index] ?? '';
            if ($cell === '') {
                continue;
            }
            if (ctype_digit($cell) && strlen($cell) <= 9 && (int) $cell <= $max) {
                $counts[$index] = (int) $cell;
            } elseif (preg_match('/^-\s*\d+$/', $cell) === 1) {
                $errors[] = new ImportError($line, $sku, 'negative_stock', ['place' => $place['slug'], 'value' => $cell]);
            } elseif (ctype_digit($cell)) {
                $errors[] = new ImportError($line, $sku, 'stock_too_large', ['place' => $place['slug'], 'value' => $cell, 'max' => $max]);
            } else {
                $errors[] = new ImportError($line, $sku, 'bad_stock', ['place' => $place['slug'], 'value' => $cell]);
            }
        }

        return [$counts, $errors];
    }

    /**
     * @param  list<ImportError>  $errors
     */
    private function bad(ImportReport $report, array $errors): void
    {
        $report->badRows++;
        $limit = config()->integer('catalog_import.errors_shown');
        foreach ($errors as $error) {
            $report->addError($error, $limit);
        }
    }

    /**
     * One UPDATE per hundred products (those whose prices changed, then those whose stock alone did), the values written
     * into CASE expressions as integer literals: they are ints checked above, so nothing typed reaches the SQL, and
     * no driver's bound-variable limit or type guessing applies. The old price's CASE ends with ELSE old_price (never
     * reached: the WHERE names the same ids) so that its type is the column's: PostgreSQL types a CASE of NULLs alone
     * as text and refuses to write it to a bigint.
     *
     * @param  array<int, array{0: array{0: int, 1: int|null}|null, 1: int}>  $products  id => [[price, old price] or null, stock total]
     */
    private function writeProducts(array $products): void
    {
        $now = now()->toDateTimeString();
        $withPrices = array_filter($products, static fn (array $change): bool => $change[0] !== null);
        foreach (array_chunk($withPrices, self::CASES, true) as $part) {
            $price = $old = $discount = $total = '';
            foreach ($part as $id => [[$new, $oldPrice], $stock]) {
                $price .= " WHEN {$id} THEN {$new}";
                $old .= " WHEN {$id} THEN ".($oldPrice ?? 'NULL');
                $discount .= " WHEN {$id} THEN ".Product::discountPercent($new, $oldPrice);
                $total .= " WHEN {$id} THEN {$stock}";
            }
            DB::update(
                "UPDATE products SET price = CASE id{$price} END, old_price = CASE id{$old} ELSE old_price END, discount_percent = CASE id{$discount} END, stock_total = CASE id{$total} END, updated_at = ? WHERE id IN (".implode(',', array_keys($part)).')',
                [$now],
            );
        }
        $stockOnly = array_diff_key($products, $withPrices);
        foreach (array_chunk($stockOnly, self::CASES, true) as $part) {
            $total = '';
            foreach ($part as $id => [, $stock]) {
                $total .= " WHEN {$id} THEN {$stock}";
            }
            DB::update("UPDATE products SET stock_total = CASE id{$total} END, updated_at = ? WHERE id IN (".implode(',', array_keys($part)).')', [$now]);
        }
    }

    /**
     * @param  array<int, array<int, int>>  $updates  place id => product id => units
     * @param  list<array{product_id: int, store_id: int, quantity: int}>  $inserts  places a product had no row at
     */
    private function writeStock(array $updates, array $inserts): void
    {
        foreach ($updates as $placeId => $quantities) {
            foreach (array_chunk($quantities, self::CASES, true) as $part) {
                $case = '';
                foreach ($part as $productId => $quantity) {
                    $case .= " WHEN {$productId} THEN {$quantity}";
                }
                DB::update("UPDATE product_stock SET quantity = CASE product_id{$case} END WHERE store_id = {$placeId} AND product_id IN (".implode(',', array_keys($part)).')');
            }
        }
        foreach (array_chunk($inserts, 300) as $part) {
            DB::table('product_stock')->insert($part);
        }
    }
}
