<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use App\Support\Text;

/**
 * One reason a file or a row cannot be imported: its row number (1 = the header), the SKU when the row has one,
 * and a code with its values, turned into words in the reader's language only when shown.
 */
final readonly class ImportError
{
    /**
     * @param  array<string, string|int>  $params
     */
    public function __construct(public int $line, public string $sku, public string $code, public array $params = [])
    {
    }

    public function message(): string
    {
        return Text::get('admin.catalog_import.errors.'.$this->code, $this->params);
    }

    /**
     * @return array{line: int, sku: string, code: string, params: array<string, string|int>}
     */
    public function toArray(): array
    {
        return ['line' => $this->line, 'sku' => $this->sku, 'code' => $this->code, 'params' => $this->params];
    }

    /**
     * @param  array<mixed>  $data
     */
    public static function fromArray(array $data): self
    {
        $params = [];
        foreach ((array) ($data['params'] ?? []) as $key => $value) {
            if (is_string($key) && (is_string($value) || is_int($value))) {
                $params[$key] = $value;
            }
        }

        return new self((int) ($data['line'] ?? 0), (string) ($data['sku'] ?? ''), (string) ($data['code'] ?? ''), $params);
    }
}
