<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Families;

use App\Models\Attribute;
use App\Models\Category;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Queries\Admin\Families\FamilyFormPage;
use App\Services\Families\FamilyData;
use App\Services\Families\VariantEdit;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * The family form (create and edit): the shared names and Markdown descriptions in both languages, a brand, a leaf
 * category, the option attributes (select or number attributes the category asks for, in the switcher's order) and,
 * when editing, the version the page showed and the variants table's inline edits: each variant's option values (a
 * number typed for a number attribute), price, old price and whether it is on sale. Two variants with the same option
 * values are refused, numbers compared as numbers (55 and 55,0 are one diagonal).
 */
final class SaveFamilyRequest extends FormRequest
{
    use ChecksFamilyInput;

    /** At most this many options tell a family's variants apart (storage, colour, one more). */
    public const MAX_OPTIONS = 3;

    /** @var list<VariantEdit> */
    private array $edits = [];

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        $merge = [];
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
        $editing = $this->route('family') instanceof ProductFamily;

        return [
            'name' => ['required', 'array'],
            'name.ro' => ['required', 'string', 'max:200'],
            'name.ru' => ['required', 'string', 'max:200'],
            'description' => ['nullable', 'array'],
            'description.ro' => ['nullable', 'string', 'max:20000'],
            'description.ru' => ['nullable', 'string', 'max:20000'],
            'brand_id' => ['required', 'integer', Rule::exists('brands', 'id')],
            'category_id' => ['required', 'integer', Rule::exists('categories', 'id')],
            'options' => ['nullable', 'array', 'list', 'max:'.self::MAX_OPTIONS],
            'options.*' => ['integer', 'distinct'],
            'version' => $editing ? ['required', 'integer', 'min:0'] : ['prohibited'],
            'variants' => ['nullable', 'array', 'list', 'max:500'],
            'variants.*' => ['array'],
            'variants.*.id' => ['required', 'integer'],
            'variants.*.is_active' => ['boolean'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'name.ro.required' => self::message('name_ro'),
            'name.ru.required' => self::message('name_ru'),
            'name.*' => self::message('name_long'),
            'name.*.max' => self::message('name_long'),
            'description.*' => self::message('description_long'),
            'brand_id.*' => self::message('brand'),
            'category_id.*' => self::message('category'),
            'options.max' => self::message('options_max'),
            'options.*' => self::message('options'),
            'options.*.*' => self::message('options'),
            'version.*' => self::message('version'),
            'variants.*' => self::message('variants'),
            'variants.*.*' => self::message('variants'),
            'variants.*.is_active.*' => self::message('variants'),
        ];
    }

    /**
     * @return array<int, \Closure(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            $errors = $validator->errors();
            if ($errors->has('category_id') || $errors->has('options') || $errors->has('options.*')) {
                return;
            }
            $category = Category::query()->find($this->integer('category_id'));
            if ($category === null || Category::query()->where('parent_id', $category->id)->exists()) {
                $errors->add('category_id', self::message('category_leaf'));

                return;
            }
            $offered = FamilyFormPage::optionModels($category->id)->keyBy('id');
            $chosen = [];
            foreach ((array) $this->input('options', []) as $i => $id) {
                $attribute = $offered->get((int) $id);
                if (! $attribute instanceof Attribute) {
                    $errors->add('options.'.$i, self::message('options'));

                    continue;
                }
                $chosen[] = $attribute;
            }
            if ($errors->has('options.*')) {
                return;
            }
            $family = $this->route('family');
            if ($family instanceof ProductFamily && ! $errors->has('variants') && ! $errors->has('variants.*')) {
                $this->checkVariants($validator, $family, new \Illuminate\Database\Eloquent\Collection($chosen));
            }
        }];
    }

    /**
     * @param  \Illuminate\Database\Eloquent\Collection<int, Attribute>  $options
     */
    private function checkVariants(Validator $validator, ProductFamily $family, \Illuminate\Database\Eloquent\Collection $options): void
    {
        $ids = Product::query()->where('family_id', $family->id)->pluck('sku', 'id');
        $seen = [];
        $listed = [];
        $this->edits = [];
        foreach ((array) $this->input('variants', []) as $i => $row) {
            $key = 'variants.'.$i;
            $id = (int) ($row['id'] ?? 0);
            if (! $ids->has($id)) {
                $validator->errors()->add($key, self::message('not_in_family'));

                continue;
            }
            $price = self::parsePrice($validator, $key.'.price', $row['price'] ?? null);
            $old = self::parseOldPrice($validator, $key.'.old_price', $row['old_price'] ?? null, $price);
            $values = self::parseValues($validator, $key.'.values', $row['values'] ?? null, $options);
            if ($values !== null && $options->isNotEmpty()) {
                $combination = self::combination($values);
                if (isset($seen[$combination])) {
                    $validator->errors()->add($key.'.values', self::message('duplicate', ['sku' => $seen[$combination]]));
                } else {
                    $seen[$combination] = (string) $ids->get($id);
                }
            }
            if ($price !== null && $values !== null) {
                $this->edits[] = new VariantEdit($id, $price, $old, filter_var($row['is_active'] ?? false, FILTER_VALIDATE_BOOLEAN), $values);
            }
            $listed[$id] = true;
        }
        // Every variant once: a table missing one (or showing one twice) is not the family's as it is now.
        if (count($listed) !== $ids->count() || count((array) $this->input('variants', [])) !== $ids->count()) {
            $validator->errors()->add('variants', self::message('variants_stale'));
        }
    }

    public function family(): FamilyData
    {
        $text = fn (string $key): string => is_string($this->input($key)) ? $this->string($key)->toString() : '';

        return new FamilyData(
            name: ['ro' => $text('name.ro'), 'ru' => $text('name.ru')],
            description: ['ro' => $text('description.ro'), 'ru' => $text('description.ru')],
            brandId: $this->integer('brand_id'),
            categoryId: $this->integer('category_id'),
            options: array_values(array_map('intval', (array) $this->input('options', []))),
        );
    }

    /** The version of the family the page showed. */
    public function version(): int
    {
        return $this->integer('version');
    }

    /**
     * @return list<VariantEdit>
     */
    public function edits(): array
    {
        return $this->edits;
    }
}
