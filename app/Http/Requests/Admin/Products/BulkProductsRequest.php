<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Products;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The list's bulk bar: activate or deactivate the ticked products. */
final class BulkProductsRequest extends FormRequest
{
    public const MAX = 500;

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
            'action' => ['required', Rule::in(['activate', 'deactivate'])],
            'ids' => ['required', 'array', 'min:1', 'max:'.self::MAX],
            'ids.*' => ['integer', 'min:1'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'action.*' => Text::get('admin.products.validation.bulk_action'),
            'ids.*' => Text::get('admin.products.validation.bulk_ids'),
            'ids.*.*' => Text::get('admin.products.validation.bulk_ids'),
        ];
    }

    /**
     * @return list<int>
     */
    public function ids(): array
    {
        /** @var list<int|string> $ids */
        $ids = $this->validated('ids');

        return array_values(array_unique(array_map(intval(...), $ids)));
    }

    public function activate(): bool
    {
        return $this->validated('action') === 'activate';
    }
}
