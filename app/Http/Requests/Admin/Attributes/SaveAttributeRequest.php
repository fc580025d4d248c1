<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Attributes;

use App\Enums\AttributeType;
use App\Models\Attribute;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A spec attribute's form. The code is the filter's word in listing URLs (`resolution=4k`), so it is snake_case and
 * must not be one of the listing's own parameters.
 *
 * @phpstan-import-type AttributeValues from \App\Actions\Catalog\SaveAttribute
 */
final class SaveAttributeRequest extends FormRequest
{
    /** Query parameters the listings use themselves. */
    public const RESERVED_CODES = ['brand', 'price', 'stock', 'sort', 'page', 'q', 'category', 'per_page'];

    protected function prepareForValidation(): void
    {
        $code = $this->input('code');
        $this->merge([
            'code' => is_string($code) ? mb_strtolower(trim($code)) : $code,
            'is_filterable' => $this->boolean('is_filterable'),
            'sort' => $this->filled('sort') ? $this->input('sort') : 0,
        ]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $attribute = $this->route('attribute');
        $unique = Rule::unique('attributes', 'code');
        if ($attribute instanceof Attribute) {
            $unique->ignore($attribute->id);
        }

        return [
            'code' => ['required', 'string', 'max:40', 'regex:/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/', Rule::notIn(self::RESERVED_CODES), $unique],
            'name' => ['required', 'array'],
            'name.ro' => ['required', 'string', 'max:80'],
            'name.ru' => ['required', 'string', 'max:80'],
            'section' => ['required', 'array'],
            'section.ro' => ['required', 'string', 'max:80'],
            'section.ru' => ['required', 'string', 'max:80'],
            'type' => ['required', 'string', Rule::enum(AttributeType::class)],
            'unit' => ['nullable', 'string', 'max:16'],
            'is_filterable' => ['boolean'],
            'sort' => ['integer', 'min:0', 'max:100000'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'code.regex' => Text::get('admin.attributes.errors.code'),
            'code.not_in' => Text::get('admin.attributes.errors.code_reserved'),
            'type.enum' => Text::get('admin.attributes.errors.type'),
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            'code' => Text::get('admin.attributes.fields.code'),
            'name.ro' => Text::get('admin.catalog.fields.name_ro'),
            'name.ru' => Text::get('admin.catalog.fields.name_ru'),
            'section.ro' => Text::get('admin.attributes.fields.section_ro'),
            'section.ru' => Text::get('admin.attributes.fields.section_ru'),
            'type' => Text::get('admin.attributes.fields.type'),
            'unit' => Text::get('admin.attributes.fields.unit'),
            'sort' => Text::get('admin.catalog.fields.sort'),
        ];
    }

    /** @return AttributeValues */
    public function values(): array
    {
        $unit = trim($this->string('unit')->toString());

        return [
            'code' => $this->string('code')->toString(),
            'name' => ['ro' => trim($this->string('name.ro')->toString()), 'ru' => trim($this->string('name.ru')->toString())],
            'section' => ['ro' => trim($this->string('section.ro')->toString()), 'ru' => trim($this->string('section.ru')->toString())],
            'type' => AttributeType::from($this->string('type')->toString()),
            'unit' => $unit === '' ? null : $unit,
            'is_filterable' => $this->boolean('is_filterable'),
            'sort' => $this->integer('sort'),
        ];
    }
}
