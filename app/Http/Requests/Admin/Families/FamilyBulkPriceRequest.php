<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Families;

use App\Http\Requests\Admin\Products\PriceInput;
use App\Models\Product;
use App\Models\ProductFamily;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * A price change across the family: a percent (0.01–90) or an amount in lei, up or down, over the ticked variants
 * (ids of the family's variants) or, with none ticked, all of them.
 */
final class FamilyBulkPriceRequest extends FormRequest
{
    use ChecksFamilyInput;

    public const MAX_PERCENT = 90;

    /** @var list<int> */
    private array $variantIds = [];

    private int $amount = 0;

    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'ids' => ['nullable', 'array', 'list', 'max:500'],
            'ids.*' => ['integer', 'distinct'],
            'mode' => ['required', Rule::in(['percent', 'amount'])],
            'direction' => ['required', Rule::in(['up', 'down'])],
            'value' => ['required', 'string', 'max:32'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'ids.*' => self::message('variants'),
            'ids.*.*' => self::message('variants'),
            'mode.*' => self::message('bulk_mode'),
            'direction.*' => self::message('bulk_mode'),
            'value.*' => self::message('bulk_value'),
        ];
    }

    /**
     * @return array<int, \Closure(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            $errors = $validator->errors();
            if ($errors->has('ids') || $errors->has('ids.*') || $errors->has('mode') || $errors->has('value')) {
                return;
            }
            /** @var ProductFamily $family */
            $family = $this->route('family');
            $ids = array_map('intval', (array) $this->input('ids', []));
            $variants = Product::query()->where('family_id', $family->id)->when($ids !== [], static fn ($q) => $q->whereKey($ids))->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all();
            if ($ids !== [] && count($variants) !== count($ids)) {
                $errors->add('ids', self::message('not_in_family'));

                return;
            }
            if ($variants === []) {
                $errors->add('ids', self::message('no_variants'));

                return;
            }
            $this->variantIds = array_values($variants);
            $value = $this->string('value')->toString();
            if ($this->input('mode') === 'percent') {
                $number = str_replace(',', '.', trim($value));
                if (preg_match('/^\d{1,2}(?:\.\d{1,2})?$/', $number) !== 1 || (float) $number <= 0 || (float) $number > self::MAX_PERCENT) {
                    $errors->add('value', self::message('bulk_percent', ['max' => (string) self::MAX_PERCENT]));

                    return;
                }
                $this->amount = (int) round((float) $number * 100);

                return;
            }
            $bani = PriceInput::toBani($value);
            if ($bani === null || $bani <= 0) {
                $errors->add('value', self::message('bulk_value'));

                return;
            }
            $this->amount = $bani;
        }];
    }

    /**
     * @return list<int>
     */
    public function variantIds(): array
    {
        return $this->variantIds;
    }

    /** Percent mode: hundredths of a percent; amount mode: bani. */
    public function amount(): int
    {
        return $this->amount;
    }

    public function percent(): bool
    {
        return $this->input('mode') === 'percent';
    }

    public function up(): bool
    {
        return $this->input('direction') === 'up';
    }
}
