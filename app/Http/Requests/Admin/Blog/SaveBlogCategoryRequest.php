<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Blog;

use App\Http\Requests\Admin\Pages\ContentRules;
use App\Models\BlogCategory;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A blog category: names per language, slug (made from the Romanian name when empty), order. */
final class SaveBlogCategoryRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        $this->merge(['slug' => ContentRules::slugFrom($this->input('slug'), $this->input('name'))]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $category = $this->route('blogCategory');

        return [
            ...ContentRules::texts('name', 80),
            'slug' => ['required', 'string', 'max:80', 'regex:'.ContentRules::SLUG,
                Rule::unique('blog_categories', 'slug')->ignore($category instanceof BlogCategory ? $category->id : null)],
            'sort' => ['nullable', 'integer', 'min:0', 'max:9999'],
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            ...ContentRules::attributes(['name' => 'admin.content.field.name']),
            'slug' => Text::get('admin.content.field.slug'),
            'sort' => Text::get('admin.content.field.sort'),
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['slug.regex' => Text::get('admin.content.error.slug')];
    }

    /**
     * @return array{slug: string, name: array<string, string>, sort: int}
     */
    public function category(): array
    {
        return ['slug' => $this->string('slug')->toString(), 'name' => ContentRules::value($this->input('name')), 'sort' => $this->integer('sort')];
    }
}
