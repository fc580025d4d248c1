<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Families;

use App\Http\Requests\Admin\Products\SaveProductRequest;
use App\Models\ProductFamily;
use App\Services\Families\NewVariant;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * A new variant of a family: its SKU (trimmed, upper-cased, unique among products), a value for each of the family's
 * options (no other variant with the same ones), its price and old price in lei, and whether it goes on sale at once.
 */
final class AddFamilyVariantRequest extends FormRequest
{
    use ChecksFamilyInput;

    private ?NewVariant $variant = null;

    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        $this->upperCaseSku('sku');
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'sku' => ['required', 'string', 'max:64', 'regex:'.SaveProductRequest::SKU_PATTERN, Rule::unique('products', 'sku')],
            'values' => ['nullable', 'array'],
            'is_active' => ['boolean'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'sku.required' => self::message('sku'),
            'sku.string' => self::message('sku_format'),
            'sku.regex' => self::message('sku_format'),
            'sku.max' => self::message('sku_format'),
            'sku.unique' => self::message('sku_taken'),
            'values.*' => self::message('values'),
            'is_active.*' => self::message('variants'),
        ];
    }

    /**
     * @return array<int, \Closure(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            /** @var ProductFamily $family */
            $family = $this->route('family');
            $price = self::parsePrice($validator, 'price', $this->input('price'));
            $old = self::parseOldPrice($validator, 'old_price', $this->input('old_price'), $price);
            $values = $this->newVariantValues($validator, $family);
            if ($price !== null && $values !== null && ! $validator->errors()->any()) {
                $this->variant = new NewVariant($this->string('sku')->toString(), $values, $price, $old, $this->boolean('is_active'));
            }
        }];
    }

    public function variant(): NewVariant
    {
        return $this->variant ?? throw new \LogicException('validated first');
    }
}
