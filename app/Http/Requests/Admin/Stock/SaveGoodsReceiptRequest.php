<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Stock;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * A goods receipt's draft: the supplier (free text as on its delivery note), the place, and up to 200 lines of a
 * product (each once), its units and one unit's cost in bani.
 */
final class SaveGoodsReceiptRequest extends FormRequest
{
    public const MAX_LINES = 200;

    public const MAX_UNITS = 100_000;

    /** One million lei, in bani. */
    public const MAX_COST = 100_000_000;

    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'supplier' => ['required', 'string', 'max:160'],
            'supplier_document' => ['nullable', 'string', 'max:60'],
            'store_id' => ['required', 'integer', 'exists:stores,id'],
            'note' => ['nullable', 'string', 'max:500'],
            'lines' => ['required', 'array', 'min:1', 'max:'.self::MAX_LINES],
            'lines.*' => ['required', 'array:product_id,quantity,unit_cost'],
            'lines.*.product_id' => ['required', 'integer', 'distinct', 'exists:products,id'],
            'lines.*.quantity' => ['required', 'integer', 'min:1', 'max:'.self::MAX_UNITS],
            'lines.*.unit_cost' => ['required', 'integer', 'min:0', 'max:'.self::MAX_COST],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'supplier' => Text::get('admin.stock_documents.validation.supplier'),
            'supplier_document' => Text::get('admin.stock_documents.validation.supplier_document'),
            'store_id' => Text::get('admin.stock_documents.validation.place'),
            'note' => Text::get('admin.stock_documents.validation.note'),
            // Each of the list's own rules by name: a bare 'lines.*' would also match 'lines.array'.
            'lines.required' => Text::get('admin.stock_documents.validation.lines'),
            'lines.array' => Text::get('admin.stock_documents.validation.lines'),
            'lines.min' => Text::get('admin.stock_documents.validation.lines'),
            'lines.max' => Text::get('admin.stock_documents.validation.lines'),
            'lines.*' => Text::get('admin.stock_documents.validation.product'),
            'lines.*.product_id' => Text::get('admin.stock_documents.validation.product'),
            'lines.*.quantity' => Text::get('admin.stock_documents.validation.quantity'),
            'lines.*.unit_cost' => Text::get('admin.stock_documents.validation.unit_cost'),
        ];
    }

    /**
     * @return array{supplier: string, supplier_document: string|null, store_id: int, note: string|null, lines: list<array{product_id: int, quantity: int, unit_cost: int}>}
     */
    public function document(): array
    {
        /** @var list<array{product_id: int|string, quantity: int|string, unit_cost: int|string}> $lines */
        $lines = array_values((array) $this->validated('lines'));

        return [
            'supplier' => trim((string) $this->validated('supplier')),
            'supplier_document' => self::optional($this->validated('supplier_document')),
            'store_id' => (int) $this->validated('store_id'),
            'note' => self::optional($this->validated('note')),
            'lines' => array_map(static fn (array $line): array => [
                'product_id' => (int) $line['product_id'], 'quantity' => (int) $line['quantity'], 'unit_cost' => (int) $line['unit_cost'],
            ], $lines),
        ];
    }

    private static function optional(mixed $value): ?string
    {
        $value = is_string($value) ? trim($value) : '';

        return $value === '' ? null : $value;
    }
}
