<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Promotions;

use App\Enums\PromotionDiscount;
use App\Http\Requests\Admin\Pages\ContentRules;
use App\Http\Requests\Admin\PeriodRules;
use App\Models\Product;
use App\Models\Promotion;
use App\Rules\ImageUpload;
use App\Support\Money\Money;
use App\Support\PeriodState;
use App\Support\Text;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A promotion: its texts in both languages (description and terms in Markdown), address (slug, made from the Romanian
 * title when left empty, as the content forms do), period, banner, products, whether it is published, and the price
 * it sells its products at while it runs (a percent 1–90 or an amount in lei below every product's price, or none).
 */
final class SavePromotionRequest extends FormRequest
{
    private const TEXTS = ['title' => 150, 'summary' => 300, 'description' => 5000, 'terms' => 5000];

    protected function prepareForValidation(): void
    {
        $this->merge([
            'slug' => ContentRules::slugFrom($this->input('slug'), $this->input('title')),
            // The form's "none" is no discount.
            'discount_type' => $this->input('discount_type') === 'none' ? null : $this->input('discount_type'),
        ]);
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
            // A percent (1–90) or an amount in lei off each product while the promotion runs; none: prices stay.
            'discount_type' => ['nullable', Rule::enum(PromotionDiscount::class)],
            'discount_value' => $this->input('discount_type') === PromotionDiscount::Percent->value
                ? ['required', 'integer', 'min:1', 'max:'.PromotionDiscount::MAX_PERCENT]
                : ['exclude_unless:discount_type,'.PromotionDiscount::Amount->value, 'required', 'integer', 'min:1', 'max:1000000', $this->belowEveryPrice(...)],
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
        $percent = $this->input('discount_type') === PromotionDiscount::Percent->value;

        return [
            ...PeriodRules::messages(),
            'slug.regex' => Text::get('admin.marketing.form.slug_format'),
            'discount_value.min' => Text::get($percent ? 'admin.promotions.error.percent' : 'admin.promotions.error.amount'),
            ...($percent ? ['discount_value.max' => Text::get('admin.promotions.error.percent')] : []),
        ];
    }

    /**
     * An amount off is refused when it is not below the price of every product picked: the price would fall to
     * nothing. (A product whose price later drops to the amount or under keeps its own price: PromotionDiscount.)
     */
    private function belowEveryPrice(string $attribute, mixed $value, Closure $fail): void
    {
        $ids = array_filter((array) $this->input('product_ids', []), 'is_numeric');
        if (! is_numeric($value) || $ids === []) {
            return;
        }
        $bani = (int) $value * 100;
        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $under */
        $under = Product::query()->whereKey(array_map('intval', $ids))->where('price', '<', $bani + 100)->orderBy('price')->limit(5)->get(['id', 'sku', 'name', 'price']);
        if ($under->isNotEmpty()) {
            $fail(Text::get('admin.promotions.error.amount_above_price', [
                'products' => $under->map(static fn (Product $product): string => $product->translate('name').' ('.Money::format($product->price, app()->getLocale()).')')->implode(', '),
            ]));
        }
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
            'discount_type' => Text::get('admin.promotions.field.discount_type'),
            'discount_value' => Text::get('admin.promotions.field.discount_value'),
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
            'discount_type' => $this->discount(),
            // Percent as typed; an amount typed in lei, kept in bani like every price.
            'discount_value' => match ($this->discount()) {
                PromotionDiscount::Percent => $this->integer('discount_value'),
                PromotionDiscount::Amount => $this->integer('discount_value') * 100,
                null => null,
            },
        ];
        foreach (array_keys(self::TEXTS) as $field) {
            $values[$field] = ['ro' => trim($this->string($field.'.ro')->toString()), 'ru' => trim($this->string($field.'.ru')->toString())];
        }

        return $values;
    }

    private function discount(): ?PromotionDiscount
    {
        return PromotionDiscount::tryFrom($this->string('discount_type')->toString());
    }

    /**
     * @return list<int>
     */
    public function productIds(): array
    {
        return array_values(array_map('intval', (array) $this->input('product_ids', [])));
    }
}
