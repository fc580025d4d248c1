<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Categories;

use App\Models\Category;
use App\Rules\ImageUpload;
use App\Services\Catalog\CategoryRules;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A category's form, to create one (under the parent picked) or to change one (moving it when the parent changes).
 * The depth rules of a move are the action's (MoveCategory), which refuses under `parent_id`.
 *
 * @phpstan-import-type Values from CategoryRules
 */
final class SaveCategoryRequest extends FormRequest
{
    public const SLUG_PATTERN = '/^[a-z0-9]+(?:-[a-z0-9]+)*$/';

    protected function prepareForValidation(): void
    {
        $slug = $this->input('slug');
        $this->merge([
            'slug' => is_string($slug) && trim($slug) !== '' ? mb_strtolower(trim($slug)) : null,
            'parent_id' => $this->filled('parent_id') ? $this->input('parent_id') : null,
        ]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $category = $this->route('category');
        $unique = Rule::unique('categories', 'slug');
        if ($category instanceof Category) {
            $unique->ignore($category->id);
        }
        $colour = ['nullable', 'required_with:label.ro,label.ru', 'string', 'regex:/^#[0-9a-fA-F]{6}$/'];

        return [
            'name' => ['required', 'array'],
            'name.ro' => ['required', 'string', 'max:120'],
            'name.ru' => ['required', 'string', 'max:120'],
            'slug' => ['nullable', 'string', 'max:120', 'regex:'.self::SLUG_PATTERN, Rule::notIn(CategoryRules::RESERVED_SLUGS), $unique],
            'parent_id' => ['nullable', 'integer', Rule::exists('categories', 'id')],
            'label' => ['nullable', 'array'],
            'label.ro' => ['nullable', 'required_with:label.ru', 'string', 'max:30'],
            'label.ru' => ['nullable', 'required_with:label.ro', 'string', 'max:30'],
            'label.font_color' => $colour,
            'label.bg_color' => $colour,
            'image' => ['nullable', new ImageUpload],
            'remove_image' => ['sometimes', 'boolean'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'slug.regex' => Text::get('admin.catalog.errors.slug'),
            'slug.not_in' => Text::get('admin.catalog.errors.slug_reserved'),
            'label.font_color.regex' => Text::get('admin.categories.errors.colour'),
            'label.bg_color.regex' => Text::get('admin.categories.errors.colour'),
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            'name.ro' => Text::get('admin.catalog.fields.name_ro'),
            'name.ru' => Text::get('admin.catalog.fields.name_ru'),
            'slug' => Text::get('admin.catalog.fields.slug'),
            'parent_id' => Text::get('admin.categories.fields.parent'),
            'label.ro' => Text::get('admin.categories.fields.label_ro'),
            'label.ru' => Text::get('admin.categories.fields.label_ru'),
            'label.font_color' => Text::get('admin.categories.fields.label_font_color'),
            'label.bg_color' => Text::get('admin.categories.fields.label_bg_color'),
            'image' => Text::get('admin.categories.fields.image'),
        ];
    }

    /**
     * The form's values as the category stores them.
     *
     * @return Values
     */
    public function values(): array
    {
        $labelRo = trim($this->string('label.ro')->toString());

        return [
            'name' => ['ro' => trim($this->string('name.ro')->toString()), 'ru' => trim($this->string('name.ru')->toString())],
            'slug' => $this->filled('slug') ? $this->string('slug')->toString() : null,
            'parent_id' => $this->filled('parent_id') ? $this->integer('parent_id') : null,
            'label' => $labelRo === '' ? null : [
                'name' => ['ro' => $labelRo, 'ru' => trim($this->string('label.ru')->toString())],
                'font_color' => mb_strtolower($this->string('label.font_color')->toString()),
                'bg_color' => mb_strtolower($this->string('label.bg_color')->toString()),
            ],
        ];
    }

    public function removesImage(): bool
    {
        return $this->boolean('remove_image');
    }
}
