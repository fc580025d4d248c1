<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\CreditProgrammes;

use App\Models\CreditProgramme;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A credit programme as the back office edits it: the fee and the rate in percent (two decimals), the amounts in lei.
 * The bounds keep the calculator's arithmetic meaningful: at least one month, a fee and a rate a lender could charge,
 * a ceiling not below the floor.
 */
final class SaveCreditProgrammeRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        foreach (['monthly_fee', 'annual_rate'] as $key) {
            $value = $this->input($key);
            if (is_string($value)) {
                $this->merge([$key => str_replace(',', '.', trim($value))]);
            }
        }
        foreach (['slug', 'partner', 'max_amount', 'valid_until'] as $key) {
            if (is_string($this->input($key))) {
                $this->merge([$key => trim($this->string($key)->toString())]);
            }
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $programme = $this->route('programme');

        return [
            'slug' => ['required', 'string', 'max:64', 'regex:/^[a-z0-9]+(?:-[a-z0-9]+)*$/', Rule::unique('credit_programmes', 'slug')->ignore($programme instanceof CreditProgramme ? $programme->id : null)],
            'partner' => ['required', 'string', 'max:100'],
            'name.ro' => ['required', 'string', 'max:150'],
            'name.ru' => ['required', 'string', 'max:150'],
            'months' => ['required', 'integer', 'min:1', 'max:120'],
            'monthly_fee' => ['required', 'numeric', 'decimal:0,2', 'min:0', 'max:10'],
            'annual_rate' => ['required', 'numeric', 'decimal:0,2', 'min:0', 'max:100'],
            'min_amount' => ['required', 'integer', 'min:0', 'max:10000000'],
            'max_amount' => ['nullable', 'integer', 'min:1', 'max:10000000', 'gte:min_amount'],
            'valid_until' => ['nullable', 'date_format:Y-m-d'],
            'is_active' => ['boolean'],
            'sort' => ['required', 'integer', 'min:-1000', 'max:1000'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'slug.regex' => Text::get('admin.marketing.form.slug_format'),
            'max_amount.gte' => Text::get('admin.credit_programmes.error.max_below_min'),
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        $names = [];
        foreach (['slug', 'partner', 'months', 'monthly_fee', 'annual_rate', 'min_amount', 'max_amount', 'valid_until', 'sort'] as $field) {
            $names[$field] = Text::get('admin.credit_programmes.field.'.$field);
        }
        $names['name.ro'] = Text::get('admin.credit_programmes.field.name').' (RO)';
        $names['name.ru'] = Text::get('admin.credit_programmes.field.name').' (RU)';

        return $names;
    }

    /**
     * The columns to save: percent to basis points, lei to bani.
     *
     * @return array{slug: string, partner: string, name: array{ro: string, ru: string}, months: int, monthly_fee_bp: int, annual_rate_bp: int, min_amount: int, max_amount: int|null, valid_until: string|null, is_active: bool, sort: int}
     */
    public function values(): array
    {
        $max = $this->input('max_amount');

        return [
            'slug' => $this->string('slug')->toString(),
            'partner' => $this->string('partner')->toString(),
            'name' => ['ro' => trim($this->string('name.ro')->toString()), 'ru' => trim($this->string('name.ru')->toString())],
            'months' => $this->integer('months'),
            'monthly_fee_bp' => (int) round($this->float('monthly_fee') * 100),
            'annual_rate_bp' => (int) round($this->float('annual_rate') * 100),
            'min_amount' => $this->integer('min_amount') * 100,
            'max_amount' => $max === null || $max === '' ? null : $this->integer('max_amount') * 100,
            'valid_until' => $this->filled('valid_until') ? $this->string('valid_until')->toString() : null,
            'is_active' => $this->boolean('is_active'),
            'sort' => $this->integer('sort'),
        ];
    }
}
