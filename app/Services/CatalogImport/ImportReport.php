<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

/**
 * What a run over an import file found: rows read, rows that change something (the first few with each field's
 * before and after), rows that change nothing, and every bad row with its reason (the first `errors_shown` listed,
 * all counted). Header errors (an unknown column or place, a column the staff member may not change, too many
 * columns or rows) make the whole file bad. Prices are in bani, stock in units, a family by its id (null: none);
 * fields are `category` (slugs), `active` (1 or 0), `family`, `price`, `old_price` and `stock:<place slug>`.
 *
 * @phpstan-type Change array{line: int, sku: string, fields: array<string, array{0: int|string|null, 1: int|string|null}>, created?: bool}
 */
final class ImportReport
{
    public int $rows = 0;

    public int $changed = 0;

    public int $unchanged = 0;

    public int $badRows = 0;

    public bool $applied = false;

    /** @var list<string> the fields the file sets */
    public array $columns = [];

    /** @var list<ImportError> */
    public array $headerErrors = [];

    /** @var list<ImportError> */
    public array $errors = [];

    /** @var list<Change> */
    public array $changes = [];

    /** @var list<int> products whose stock went from none to some or back: their search documents change */
    public array $stockFlipped = [];

    /**
     * Families whose listed variant may change (FamilyListing, after the commit): a variant's price changed or its
     * stock went from none to some or back, or a product joined or left the family. Each id once.
     *
     * @var array<int, true>
     */
    public array $families = [];

    /** @var list<int> products that joined or left a family: their review rating is their new subject's (RecountRating) */
    public array $familyMoves = [];

    /** @var list<int> products moved, put on or off sale, given new content or added: listings, search and caches follow */
    public array $reshaped = [];

    /** Products the file adds (docs/catalog-import.md: a new SKU with its Romanian name, category, brand and price). */
    public int $created = 0;

    /** @var list<string> picture files stored while applying: deleted again if the transaction rolls back */
    public array $storedPictures = [];

    /** @var list<string> pictures the file replaced: their files are deleted once the import has committed */
    public array $droppedPictures = [];

    public function __construct(public readonly string $fileName)
    {
    }

    /** Nothing wrong with the file or any row: it may be applied. */
    public function clean(): bool
    {
        return $this->headerErrors === [] && $this->badRows === 0;
    }

    public function addError(ImportError $error, int $limit): void
    {
        if (count($this->errors) < $limit) {
            $this->errors[] = $error;
        }
    }

    /**
     * @return array{file_name: string, rows: int, changed: int, created: int, unchanged: int, bad_rows: int, applied: bool, columns: list<string>, header_errors: list<array<string, mixed>>, errors: list<array<string, mixed>>, changes: list<Change>}
     */
    public function toArray(): array
    {
        return [
            'file_name' => $this->fileName,
            'rows' => $this->rows,
            'changed' => $this->changed,
            'created' => $this->created,
            'unchanged' => $this->unchanged,
            'bad_rows' => $this->badRows,
            'applied' => $this->applied,
            'columns' => $this->columns,
            'header_errors' => array_map(static fn (ImportError $error): array => $error->toArray(), $this->headerErrors),
            'errors' => array_map(static fn (ImportError $error): array => $error->toArray(), $this->errors),
            'changes' => $this->changes,
        ];
    }

    /**
     * @param  array<mixed>  $data  what toArray() gave
     */
    public static function fromArray(array $data): self
    {
        $report = new self((string) ($data['file_name'] ?? ''));
        $report->rows = (int) ($data['rows'] ?? 0);
        $report->changed = (int) ($data['changed'] ?? 0);
        $report->created = (int) ($data['created'] ?? 0);
        $report->unchanged = (int) ($data['unchanged'] ?? 0);
        $report->badRows = (int) ($data['bad_rows'] ?? 0);
        $report->applied = (bool) ($data['applied'] ?? false);
        $report->columns = array_values(array_map(strval(...), (array) ($data['columns'] ?? [])));
        $errors = static fn (mixed $list): array => array_values(array_map(
            static fn (mixed $error): ImportError => ImportError::fromArray((array) $error),
            (array) $list,
        ));
        $report->headerErrors = $errors($data['header_errors'] ?? []);
        $report->errors = $errors($data['errors'] ?? []);
        /** @var list<Change> $changes */
        $changes = array_values((array) ($data['changes'] ?? []));
        $report->changes = $changes;

        return $report;
    }
}
