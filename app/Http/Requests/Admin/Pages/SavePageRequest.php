<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Pages;

use App\Models\Page;
use App\Queries\About\AboutPage;
use App\Services\Content\LegalPages;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A generic page: slug (made from the Romanian title when empty), title, short description and Markdown body per
 * language. A legal page keeps its slug: the footer and the consent texts link to it.
 */
final class SavePageRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        $this->merge(['slug' => ContentRules::slugFrom($this->input('slug'), $this->input('title'))]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $page = $this->route('contentPage');
        $legalSlug = $page instanceof Page && LegalPages::isLegal($page->slug) ? $page->slug : null;

        return [
            ...ContentRules::texts('title', 200),
            ...ContentRules::texts('intro', 300),
            ...ContentRules::texts('body', 100_000),
            'slug' => ['required', 'string', 'max:100', 'regex:'.ContentRules::SLUG, Rule::notIn([AboutPage::SLUG]),
                Rule::unique('pages', 'slug')->ignore($page instanceof Page ? $page->id : null),
                ...($legalSlug === null ? [] : [Rule::in([$legalSlug])])],
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            ...ContentRules::attributes([
                'title' => 'admin.content.field.title',
                'intro' => 'admin.pages.field.intro',
                'body' => 'admin.content.field.body',
            ]),
            'slug' => Text::get('admin.content.field.slug'),
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['slug.regex' => Text::get('admin.content.error.slug'), 'slug.not_in' => Text::get('admin.pages.about_slug'), 'slug.in' => Text::get('admin.pages.legal_slug')];
    }

    /**
     * @return array{slug: string, title: array<string, string>, intro: array<string, string>, body: array<string, string>}
     */
    public function page(): array
    {
        return [
            'slug' => $this->string('slug')->toString(),
            'title' => ContentRules::value($this->input('title')),
            'intro' => ContentRules::value($this->input('intro')),
            'body' => ContentRules::value($this->input('body')),
        ];
    }
}
