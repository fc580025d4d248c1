<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Categories;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The spec attributes a category's products are described by, in the order given. */
final class SyncCategoryAttributesRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'attributes' => ['present', 'array', 'max:100'],
            'attributes.*' => ['integer', 'distinct', Rule::exists('attributes', 'id')],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'attributes.*.exists' => Text::get('admin.categories.errors.attribute'),
            'attributes.*.integer' => Text::get('admin.categories.errors.attribute'),
            'attributes.*.distinct' => Text::get('admin.categories.errors.attribute_twice'),
        ];
    }

    /**
     * @return list<int>
     */
    public function attributeIds(): array
    {
        /** @var array<int, int|string> $ids */
        $ids = (array) $this->input('attributes', []);

        return array_values(array_map(intval(...), $ids));
    }
}
