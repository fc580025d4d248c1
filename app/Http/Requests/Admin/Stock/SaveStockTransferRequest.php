<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Stock;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** A transfer's draft: two different places and up to 200 lines of a product (each once) and its units. */
final class SaveStockTransferRequest extends FormRequest
{
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
            'from_store_id' => ['required', 'integer', 'exists:stores,id'],
            'to_store_id' => ['required', 'integer', 'exists:stores,id', 'different:from_store_id'],
            'note' => ['nullable', 'string', 'max:500'],
            'lines' => ['required', 'array', 'min:1', 'max:'.SaveGoodsReceiptRequest::MAX_LINES],
            'lines.*' => ['required', 'array:product_id,quantity'],
            'lines.*.product_id' => ['required', 'integer', 'distinct', 'exists:products,id'],
            'lines.*.quantity' => ['required', 'integer', 'min:1', 'max:'.SaveGoodsReceiptRequest::MAX_UNITS],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'from_store_id' => Text::get('admin.stock_documents.validation.place'),
            'to_store_id.different' => Text::get('admin.stock_documents.validation.same_place'),
            'to_store_id' => Text::get('admin.stock_documents.validation.place'),
            'note' => Text::get('admin.stock_documents.validation.note'),
            // Each of the list's own rules by name: a bare 'lines.*' would also match 'lines.array'.
            'lines.required' => Text::get('admin.stock_documents.validation.lines'),
            'lines.array' => Text::get('admin.stock_documents.validation.lines'),
            'lines.min' => Text::get('admin.stock_documents.validation.lines'),
            'lines.max' => Text::get('admin.stock_documents.validation.lines'),
            'lines.*' => Text::get('admin.stock_documents.validation.product'),
            'lines.*.product_id' => Text::get('admin.stock_documents.validation.product'),
            'lines.*.quantity' => Text::get('admin.stock_documents.validation.quantity'),
        ];
    }

    /**
     * @return array{from_store_id: int, to_store_id: int, note: string|null, lines: list<array{product_id: int, quantity: int}>}
     */
    public function document(): array
    {
        /** @var list<array{product_id: int|string, quantity: int|string}> $lines */
        $lines = array_values((array) $this->validated('lines'));
        $note = $this->validated('note');
        $note = is_string($note) ? trim($note) : '';

        return [
            'from_store_id' => (int) $this->validated('from_store_id'),
            'to_store_id' => (int) $this->validated('to_store_id'),
            'note' => $note === '' ? null : $note,
            'lines' => array_map(static fn (array $line): array => ['product_id' => (int) $line['product_id'], 'quantity' => (int) $line['quantity']], $lines),
        ];
    }
}
