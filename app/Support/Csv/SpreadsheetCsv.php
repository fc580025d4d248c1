<?php

declare(strict_types=1);

namespace App\Support\Csv;

/**
 * The CSV the shop's exports write for spreadsheets (orders, newsletter subscribers, prices and stock): UTF-8 with a
 * byte-order mark so Excel reads the diacritics and Cyrillic, `;` between fields as Excel expects in Moldova, quotes
 * only where needed, no escape character.
 */
final class SpreadsheetCsv
{
    private const SEPARATOR = ';';

    /**
     * The byte-order mark and the header row.
     *
     * @param  resource  $out
     * @param  list<string>  $header
     */
    public static function start($out, array $header): void
    {
        fwrite($out, "\u{FEFF}");
        self::row($out, $header);
    }

    /**
     * @param  resource  $out
     * @param  list<string>  $cells
     */
    public static function row($out, array $cells): void
    {
        fputcsv($out, $cells, self::SEPARATOR, '"', '');
    }

    /**
     * Text typed by the public (a name, an address, an e-mail) that a spreadsheet must not run: one starting like a
     * formula (`=`, `+`, `-`, `@`, a tab or carriage return) gets a leading apostrophe; numbers stay as they are.
     */
    public static function safe(?string $value): string
    {
        $value ??= '';

        return $value !== '' && str_contains("=+-@\t\r", $value[0]) && ! is_numeric($value) ? "'".$value : $value;
    }
}
