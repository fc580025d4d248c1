<?php

declare(strict_types=1);

namespace App\Http\Requests\Credit;

use App\Models\CreditProgramme;
use App\Models\Product;
use App\Queries\Credit\CreditProgrammes;
use App\Support\Money\Money;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/**
 * A credit request: a programme that is available today, a product (by slug) or an amount in lei, a term the
 * programme offers, name, phone (+373), an optional e-mail and consent to the processing of personal data. The
 * programme must accept the amount; the amount of a product is its current price, whatever the page sent.
 */
final class StoreCreditRequestRequest extends FormRequest
{
    /** The largest amount anyone may type, in lei. */
    public const MAX_AMOUNT_LEI = 1_000_000;

    private ?CreditProgramme $programme = null;

    private ?Product $product = null;

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'programme' => ['required', 'string', 'max:100'],
            'product' => ['nullable', 'string', 'max:200'],
            'amount' => ['exclude_with:product', 'required_without:product', 'integer', 'min:1', 'max:'.self::MAX_AMOUNT_LEI],
            'months' => ['required', 'integer', 'min:1', 'max:120'],
            'name' => ['required', 'string', 'min:2', 'max:120'],
            'phone' => Phone::rules(),
            'email' => ['nullable', 'string', 'max:190', 'email:rfc'],
            'consent' => ['accepted'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'consent.accepted' => Text::get('credit.form.consent_required'),
            'amount.required_without' => Text::get('credit.form.amount_required'),
        ];
    }

    /**
     * @return array<string, string>
     */
    public function attributes(): array
    {
        return [
            'programme' => Text::get('credit.form.programme'),
            'amount' => Text::get('credit.form.amount_attribute'),
            'months' => Text::get('credit.form.term_attribute'),
        ];
    }

    protected function prepareForValidation(): void
    {
        Phone::prepare($this);
        foreach (['product', 'email', 'name'] as $field) {
            $value = $this->input($field);
            if (is_string($value)) {
                $value = trim($value);
                $this->merge([$field => $value === '' ? null : $value]);
            }
        }
    }

    /**
     * @return list<callable(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            if ($validator->errors()->isNotEmpty()) {
                return;
            }
            $this->programme = app(CreditProgrammes::class)->available()->firstWhere('slug', $this->string('programme')->toString());
            if ($this->programme === null) {
                $validator->errors()->add('programme', Text::get('credit.form.programme_unavailable'));

                return;
            }
            if ($this->filled('product')) {
                $this->product = Product::query()->where('slug', $this->string('product')->toString())->first();
                if ($this->product === null) {
                    $validator->errors()->add('product', Text::get('credit.form.product_missing'));

                    return;
                }
            }
            if (! in_array($this->integer('months'), $this->programme->termOptions(), true)) {
                $validator->errors()->add('months', Text::get('credit.form.term_unavailable'));
            }
            if (! $this->programme->accepts($this->amountBani())) {
                $validator->errors()->add($this->product === null ? 'amount' : 'product', Text::get('credit.form.amount_out_of_range', [
                    'min' => Money::format($this->programme->min_amount, app()->getLocale()),
                    'max' => Money::format($this->programme->max_amount ?? 0, app()->getLocale()),
                ]));
            }
        }];
    }

    public function programme(): CreditProgramme
    {
        return $this->programme ?? throw new \LogicException('Validated programme missing.');
    }

    public function product(): ?Product
    {
        return $this->product;
    }

    public function amountBani(): int
    {
        return $this->product?->sellingPrice() ?? $this->integer('amount') * 100;
    }
}
