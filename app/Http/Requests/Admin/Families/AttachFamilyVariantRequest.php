<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Families;

use App\Models\Product;
use App\Models\ProductFamily;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/**
 * An existing product joins the family by its SKU: a product of its own (one in another family is refused), with a
 * value for each of the family's options that no variant of the family has together.
 */
final class AttachFamilyVariantRequest extends FormRequest
{
    use ChecksFamilyInput;

    private ?Product $product = null;

    /** @var array<int, int|string> */
    private array $optionValues = [];

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
            'sku' => ['required', 'string', 'max:64'],
            'values' => ['nullable', 'array'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'sku.required' => self::message('sku'),
            'sku.*' => self::message('sku_unknown'),
            'values.*' => self::message('values'),
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
            if (! $validator->errors()->has('sku')) {
                $product = Product::query()->where('sku', $this->string('sku')->toString())->first();
                if ($product === null) {
                    $validator->errors()->add('sku', self::message('sku_unknown'));
                } elseif ($product->family_id === $family->id) {
                    $validator->errors()->add('sku', self::message('already_in_family'));
                } elseif ($product->family_id !== null) {
                    $validator->errors()->add('sku', self::message('in_other_family'));
                } else {
                    $this->product = $product;
                }
            }
            $this->optionValues = $this->newVariantValues($validator, $family) ?? [];
        }];
    }

    public function product(): Product
    {
        return $this->product ?? throw new \LogicException('validated first');
    }

    /**
     * @return array<int, int|string>
     */
    public function optionValues(): array
    {
        return $this->optionValues;
    }
}
