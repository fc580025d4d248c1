<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Categories;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/** Moves a category one place up or down among its siblings. */
final class ReorderCategoryRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['direction' => ['required', 'string', 'in:up,down']];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['direction.required' => Text::get('admin.categories.errors.direction'), 'direction.in' => Text::get('admin.categories.errors.direction')];
    }

    public function up(): bool
    {
        return $this->string('direction')->toString() === 'up';
    }
}
