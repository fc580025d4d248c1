<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Attributes;

use App\Http\Requests\Admin\Categories\SaveCategoryRequest;
use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * One option of a select attribute: its value in both languages, its slug (the filter's URL word), its place and the
 * colour it shows as in the variant switcher (`#rrggbb`, or none).
 */
final class SaveAttributeOptionRequest extends FormRequest
{
    /** The colour an option shows as in the variant switcher: `#rrggbb`. */
    public const SWATCH_PATTERN = '/^#[0-9a-f]{6}$/';

    protected function prepareForValidation(): void
    {
        $slug = $this->input('slug');
        $swatch = $this->input('swatch');
        $this->merge([
            'slug' => is_string($slug) && trim($slug) !== '' ? mb_strtolower(trim($slug)) : null,
            'sort' => $this->filled('sort') ? $this->input('sort') : null,
            'swatch' => is_string($swatch) && trim($swatch) !== '' ? mb_strtolower(trim($swatch)) : ($swatch === '' ? null : $swatch),
        ]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $attribute = $this->route('attribute');
        $option = $this->route('option');
        $unique = Rule::unique('attribute_options', 'slug')->where('attribute_id', $attribute instanceof Attribute ? $attribute->id : 0);
        if ($option instanceof AttributeOption) {
            $unique->ignore($option->id);
        }

        return [
            'value' => ['required', 'array'],
            'value.ro' => ['required', 'string', 'max:80'],
            'value.ru' => ['required', 'string', 'max:80'],
            'slug' => ['nullable', 'string', 'max:80', 'regex:'.SaveCategoryRequest::SLUG_PATTERN, $unique],
            'sort' => ['nullable', 'integer', 'min:0', 'max:100000'],
            'swatch' => ['nullable', 'string', 'regex:'.self::SWATCH_PATTERN],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['slug.regex' => Text::get('admin.catalog.errors.slug'), 'swatch.*' => Text::get('admin.attributes.errors.swatch')];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            'value.ro' => Text::get('admin.attributes.fields.value_ro'),
            'value.ru' => Text::get('admin.attributes.fields.value_ru'),
            'slug' => Text::get('admin.catalog.fields.slug'),
            'sort' => Text::get('admin.catalog.fields.sort'),
        ];
    }

    /** @return array{value: array{ro: string, ru: string}, slug: string|null, sort: int|null, swatch: string|null} */
    public function values(): array
    {
        return [
            'value' => ['ro' => trim($this->string('value.ro')->toString()), 'ru' => trim($this->string('value.ru')->toString())],
            'slug' => $this->filled('slug') ? $this->string('slug')->toString() : null,
            'sort' => $this->filled('sort') ? $this->integer('sort') : null,
            'swatch' => $this->filled('swatch') ? $this->string('swatch')->toString() : null,
        ];
    }
}
