<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Products;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** A product's reorder level from its stock page (empty: the shop's default, docs/stock.md). */
final class UpdateReorderLevelRequest extends FormRequest
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
        return ['reorder_level' => ['nullable', 'integer', 'min:0', 'max:100000']];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return ['reorder_level.*' => Text::get('admin.products.validation.reorder_level')];
    }

    public function level(): ?int
    {
        return $this->filled('reorder_level') ? $this->integer('reorder_level') : null;
    }
}
