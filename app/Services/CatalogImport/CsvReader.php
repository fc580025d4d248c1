<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use Generator;
use RuntimeException;

/**
 * Reads the import CSV: UTF-8 with or without a byte-order mark, `;` or `,` between fields (whichever the header
 * row holds more of; `;` when it holds neither), fields quoted as spreadsheets quote them. Records are numbered as a
 * spreadsheet numbers its rows: the header is row 1. Empty records are skipped.
 */
final class CsvReader
{
    /** @var resource */
    private $handle;

    private string $delimiter = ';';

    private int $size;

    public function __construct(string $path)
    {
        $handle = @fopen($path, 'rb');
        if ($handle === false) {
            throw new RuntimeException("Cannot read {$path}");
        }
        $this->handle = $handle;
        $this->size = max(1, (int) filesize($path));
        if (fread($handle, 3) !== "\u{FEFF}") {
            rewind($handle);
        }
        $start = (int) ftell($handle);
        $first = (string) fgets($handle);
        fseek($handle, $start);
        $this->delimiter = substr_count($first, ',') > substr_count($first, ';') ? ',' : ';';
    }

    public function __destruct()
    {
        fclose($this->handle);
    }

    public function delimiter(): string
    {
        return $this->delimiter;
    }

    /** How far through the file reading has got, 0 … 1. */
    public function progress(): float
    {
        return min(1.0, (int) ftell($this->handle) / $this->size);
    }

    /**
     * Every non-empty record, by row number (1 = the header), cells trimmed.
     *
     * @return Generator<int, list<string>>
     */
    public function records(): Generator
    {
        $row = 0;
        while (($cells = fgetcsv($this->handle, null, $this->delimiter, '"', '')) !== false) {
            $row++;
            if ($cells === [null]) {
                continue;
            }
            $trimmed = array_map(static fn (?string $cell): string => trim((string) $cell, " \t\n\r\0\x0B"), $cells);
            if (implode('', $trimmed) === '') {
                continue;
            }

            yield $row => $trimmed;
        }
    }
}
