<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Products;

use App\Models\Attribute;
use App\Models\Category;
use App\Models\Product;
use App\Policies\StaffGates;
use App\Queries\Admin\Products\ProductFormOptions;
use App\Services\Products\ProductData;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * The product form (create and edit): names and descriptions in both languages, SKU and slug, prices typed in lei,
 * a leaf category and a brand, the category's spec values by attribute id, the labels and whether it is on the shop.
 */
final class SaveProductRequest extends FormRequest
{
    public const SKU_PATTERN = '/^[A-Z0-9][A-Z0-9._-]*$/';

    public const SLUG_PATTERN = '/^[a-z0-9]+(?:-[a-z0-9]+)*$/';

    /** @var array<int, array{option: int|null, number: string|null}> */
    private array $specValues = [];

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        $merge = [];
        if (is_string($this->input('sku'))) {
            $merge['sku'] = mb_strtoupper(trim($this->string('sku')->toString()));
        }
        if (is_string($this->input('slug'))) {
            $slug = mb_strtolower(trim($this->string('slug')->toString()));
            $merge['slug'] = $slug === '' ? null : $slug;
        }
        foreach (['name', 'description'] as $field) {
            $texts = $this->input($field);
            if (is_array($texts)) {
                $merge[$field] = array_map(static fn (mixed $text): mixed => is_string($text) ? trim($text) : $text, $texts);
            }
        }
        $this->merge($merge);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $product = $this->route('product');
        $ignore = $product instanceof Product ? $product->id : null;

        return [
            'name' => ['required', 'array'],
            'name.ro' => ['required', 'string', 'max:255'],
            'name.ru' => ['required', 'string', 'max:255'],
            'description' => ['nullable', 'array'],
            'description.ro' => ['nullable', 'string', 'max:20000'],
            'description.ru' => ['nullable', 'string', 'max:20000'],
            'sku' => ['required', 'string', 'max:64', 'regex:'.self::SKU_PATTERN, Rule::unique('products', 'sku')->ignore($ignore)],
            'slug' => ['nullable', 'string', 'max:200', 'regex:'.self::SLUG_PATTERN, Rule::unique('products', 'slug')->ignore($ignore)],
            'price' => ['required', 'string', 'max:32'],
            'old_price' => ['nullable', 'string', 'max:32'],
            // Cost prices are for those who see the margins (reports); anyone else sending one is refused.
            'cost_price' => $this->seesCost() ? ['nullable', 'string', 'max:32'] : ['prohibited'],
            'reorder_level' => ['nullable', 'integer', 'min:0', 'max:100000'],
            'category_id' => ['required', 'integer', Rule::exists('categories', 'id')],
            'brand_id' => ['required', 'integer', Rule::exists('brands', 'id')],
            'specs' => ['nullable', 'array'],
            'specs.*' => ['nullable', 'string', 'max:32'],
            'is_new' => ['boolean'],
            'is_popular' => ['boolean'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        $key = static fn (string $name): string => Text::get('admin.products.validation.'.$name);

        return [
            'name.ro.required' => $key('name_ro'),
            'name.ru.required' => $key('name_ru'),
            'name.*.max' => $key('name_long'),
            'description.*.max' => $key('description_long'),
            'sku.required' => $key('sku'),
            'sku.regex' => $key('sku_format'),
            'sku.max' => $key('sku_format'),
            'sku.unique' => $key('sku_taken'),
            'slug.regex' => $key('slug_format'),
            'slug.max' => $key('slug_format'),
            'slug.unique' => $key('slug_taken'),
            'price.*' => $key('price'),
            'old_price.*' => $key('price'),
            'cost_price.prohibited' => Text::get('admin.products.validation.cost_price_hidden'),
            'cost_price.*' => $key('cost_price'),
            'reorder_level.*' => $key('reorder_level'),
            'category_id.*' => $key('category'),
            'brand_id.*' => $key('brand'),
            'specs.*' => $key('spec'),
        ];
    }

    /**
     * @return array<int, \Closure(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            $errors = $validator->errors();
            $price = is_string($this->input('price')) ? PriceInput::toBani($this->string('price')->toString()) : null;
            if (! $errors->has('price') && ($price === null || $price <= 0)) {
                $errors->add('price', Text::get('admin.products.validation.price'));
            }
            $old = $this->input('old_price');
            if (is_string($old) && trim($old) !== '' && ! $errors->has('old_price')) {
                $oldBani = PriceInput::toBani($old);
                if ($oldBani === null) {
                    $errors->add('old_price', Text::get('admin.products.validation.price'));
                } elseif ($price !== null && $oldBani <= $price) {
                    $errors->add('old_price', Text::get('admin.products.validation.old_price'));
                }
            }
            $cost = $this->input('cost_price');
            if (is_string($cost) && trim($cost) !== '' && ! $errors->has('cost_price')) {
                $costBani = PriceInput::toBani($cost);
                if ($costBani === null || $costBani < 0 || $costBani > 100_000_000) {
                    $errors->add('cost_price', Text::get('admin.products.validation.cost_price'));
                }
            }
            if (! $errors->has('category_id')) {
                $category = Category::query()->find($this->integer('category_id'));
                if ($category === null || Category::query()->where('parent_id', $category->id)->exists()) {
                    $errors->add('category_id', Text::get('admin.products.validation.category_leaf'));
                } else {
                    $this->checkSpecs($validator, $category);
                }
            }
        }];
    }

    /** Each spec value against its attribute's type; values of attributes the category does not ask for are ignored. */
    private function checkSpecs(Validator $validator, Category $category): void
    {
        $typed = $this->input('specs');
        $typed = is_array($typed) ? $typed : [];
        $this->specValues = [];

        foreach (app(ProductFormOptions::class)->attributeModels($category->id) as $attribute) {
            $value = $typed[$attribute->id] ?? $typed[(string) $attribute->id] ?? null;
            $value = is_string($value) ? trim($value) : (is_int($value) || is_float($value) ? (string) $value : null);
            if ($value === null || $value === '') {
                continue;
            }
            $parsed = $this->specValue($attribute, $value);
            if ($parsed === null) {
                $validator->errors()->add('specs.'.$attribute->id, Text::get('admin.products.validation.spec_'.$attribute->type));

                continue;
            }
            $this->specValues[$attribute->id] = $parsed;
        }
    }

    /**
     * @return array{option: int|null, number: string|null}|null
     */
    private function specValue(Attribute $attribute, string $value): ?array
    {
        if ($attribute->type === 'number') {
            $number = str_replace(',', '.', $value);
            if (preg_match('/^-?\d{1,9}(?:\.\d{1,2})?$/', $number) !== 1) {
                return null;
            }

            return ['option' => null, 'number' => $number];
        }
        if ($attribute->type === 'boolean') {
            if (! in_array($value, ['yes', 'no'], true)) {
                return null;
            }
            $option = ProductFormOptions::booleanOption($attribute, $value === 'yes');

            return $option === null ? ['option' => null, 'number' => $value === 'yes' ? '1' : '0'] : ['option' => $option, 'number' => null];
        }

        $option = ctype_digit($value) ? (int) $value : 0;

        return $attribute->options->contains('id', $option) ? ['option' => $option, 'number' => null] : null;
    }

    /** Whether the one saving sees cost prices (those who see reports: owners and managers). */
    public function seesCost(): bool
    {
        return $this->user()?->can(StaffGates::VIEW_REPORTS) === true;
    }

    public function product(): ProductData
    {
        $text = fn (string $key): string => is_string($this->input($key)) ? $this->string($key)->toString() : '';
        $old = $text('old_price');

        return new ProductData(
            name: ['ro' => $text('name.ro'), 'ru' => $text('name.ru')],
            description: ['ro' => $text('description.ro'), 'ru' => $text('description.ru')],
            sku: $text('sku'),
            slug: is_string($this->input('slug')) ? $text('slug') : null,
            price: (int) PriceInput::toBani($text('price')),
            oldPrice: trim($old) === '' ? null : PriceInput::toBani($old),
            categoryId: $this->integer('category_id'),
            brandId: $this->integer('brand_id'),
            specs: $this->specValues,
            isNew: $this->boolean('is_new'),
            isPopular: $this->boolean('is_popular'),
            withCostPrice: $this->seesCost() && $this->has('cost_price'),
            costPrice: trim($text('cost_price')) === '' ? null : PriceInput::toBani($text('cost_price')),
            withReorderLevel: $this->has('reorder_level'),
            reorderLevel: $this->filled('reorder_level') ? $this->integer('reorder_level') : null,
        );
    }
}
