<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Promotions;

use App\Http\Requests\Admin\Pages\ContentRules;
use App\Http\Requests\Admin\PeriodRules;
use App\Models\Promotion;
use App\Rules\ImageUpload;
use App\Support\PeriodState;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A promotion: its texts in both languages (description and terms in Markdown), address (slug, made from the Romanian
 * title when left empty, as the content forms do), period, banner, products, whether it is published.
 */
final class SavePromotionRequest extends FormRequest
{
    private const TEXTS = ['title' => 150, 'summary' => 300, 'description' => 5000, 'terms' => 5000];

    protected function prepareForValidation(): void
    {
        $this->merge(['slug' => ContentRules::slugFrom($this->input('slug'), $this->input('title'))]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $promotion = $this->route('promotion');
        $rules = [
            'slug' => ['required', 'string', 'max:150', 'regex:'.ContentRules::SLUG, Rule::unique('promotions', 'slug')->ignore($promotion instanceof Promotion ? $promotion->id : null)],
            'banner' => ['nullable', new ImageUpload],
            ...PeriodRules::rules(true),
            'is_published' => ['boolean'],
            'sort' => ['required', 'integer', 'min:-1000', 'max:1000'],
            'product_ids' => ['present', 'array', 'max:500'],
            'product_ids.*' => ['integer', 'distinct', Rule::exists('products', 'id')],
        ];
        foreach (self::TEXTS as $field => $max) {
            foreach (['ro', 'ru'] as $locale) {
                $rules["{$field}.{$locale}"] = [in_array($field, ['title', 'summary'], true) ? 'required' : 'nullable', 'string', 'max:'.$max];
            }
        }

        return $rules;
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [...PeriodRules::messages(), 'slug.regex' => Text::get('admin.marketing.form.slug_format')];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        $names = [
            'slug' => Text::get('admin.promotions.field.slug'),
            'banner' => Text::get('admin.promotions.field.banner'),
            'starts_at' => Text::get('admin.marketing.form.starts_at'),
            'ends_at' => Text::get('admin.marketing.form.ends_at'),
            'sort' => Text::get('admin.marketing.form.sort'),
            'product_ids' => Text::get('admin.promotions.field.products'),
        ];
        foreach (array_keys(self::TEXTS) as $field) {
            foreach (['ro', 'ru'] as $locale) {
                $names["{$field}.{$locale}"] = Text::get('admin.promotions.field.'.$field).' ('.strtoupper($locale).')';
            }
        }

        return $names;
    }

    /**
     * @return array<string, mixed>
     */
    public function values(): array
    {
        $values = [
            'slug' => $this->string('slug')->toString(),
            'starts_at' => PeriodState::fromLocal($this->string('starts_at')->toString()),
            'ends_at' => PeriodState::fromLocal($this->string('ends_at')->toString()),
            'is_published' => $this->boolean('is_published'),
            'sort' => $this->integer('sort'),
        ];
        foreach (array_keys(self::TEXTS) as $field) {
            $values[$field] = ['ro' => trim($this->string($field.'.ro')->toString()), 'ru' => trim($this->string($field.'.ru')->toString())];
        }

        return $values;
    }

    /**
     * @return list<int>
     */
    public function productIds(): array
    {
        return array_values(array_map('intval', (array) $this->input('product_ids', [])));
    }
}
