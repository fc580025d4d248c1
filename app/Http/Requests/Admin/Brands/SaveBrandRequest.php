<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Brands;

use App\Http\Requests\Admin\Categories\SaveCategoryRequest;
use App\Models\Brand;
use App\Rules\ImageUpload;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A brand's form: name, slug (made from the name when left empty), logo. */
final class SaveBrandRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        $slug = $this->input('slug');
        $this->merge(['slug' => is_string($slug) && trim($slug) !== '' ? mb_strtolower(trim($slug)) : null]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $brand = $this->route('brand');
        $unique = Rule::unique('brands', 'slug');
        if ($brand instanceof Brand) {
            $unique->ignore($brand->id);
        }

        return [
            'name' => ['required', 'string', 'max:80'],
            'slug' => ['nullable', 'string', 'max:80', 'regex:'.SaveCategoryRequest::SLUG_PATTERN, $unique],
            'logo' => ['nullable', new ImageUpload],
            'remove_logo' => ['sometimes', 'boolean'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['slug.regex' => Text::get('admin.catalog.errors.slug')];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            'name' => Text::get('admin.brands.fields.name'),
            'slug' => Text::get('admin.catalog.fields.slug'),
            'logo' => Text::get('admin.brands.fields.logo'),
        ];
    }

    /** @return array{name: string, slug: string|null} */
    public function values(): array
    {
        return [
            'name' => trim($this->string('name')->toString()),
            'slug' => $this->filled('slug') ? $this->string('slug')->toString() : null,
        ];
    }
}
