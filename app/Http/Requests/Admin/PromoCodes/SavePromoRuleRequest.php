<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\PromoCodes;

use App\Http\Requests\Admin\PeriodRules;
use App\Models\PromoCode;
use App\Models\PromoRule;
use App\Services\Promos\PromoRules;
use App\Support\PeriodState;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A code or automatic cart rule (docs/promo-codes.md): its name in both languages, its code (none for an automatic
 * rule; letters, digits and dashes, any case), what it takes off (a percent 1–100, an amount in lei, or the delivery
 * fee), on what, from what subtotal, when, how many times, and how it stacks.
 */
final class SavePromoRuleRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        $code = $this->input('code');
        $this->merge([
            'code' => is_string($code) && trim($code) !== '' ? PromoRules::normalize($code) : null,
            'automatic' => $this->boolean('automatic'),
        ]);
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $rule = $this->route('rule');
        $codeId = $rule instanceof PromoRule ? PromoCode::query()->where('promo_rule_id', $rule->id)->orderBy('id')->value('id') : null;
        $scope = $this->input('scope');
        $table = match ($scope) {
            'categories' => 'categories',
            'brands' => 'brands',
            default => 'products',
        };

        return [
            'label.ro' => ['required', 'string', 'max:120'],
            'label.ru' => ['required', 'string', 'max:120'],
            'automatic' => ['boolean'],
            'code' => [Rule::requiredIf(! $this->boolean('automatic') && ! $rule instanceof PromoRule), 'nullable', 'string', 'max:'.PromoRules::MAX_LENGTH, 'regex:/^[A-Z0-9][A-Z0-9-]*$/', Rule::unique('promo_codes', 'code')->ignore($codeId)],
            'kind' => ['required', Rule::in(PromoRule::KINDS)],
            'value' => match ($this->input('kind')) {
                'percent' => ['required', 'integer', 'min:1', 'max:100'],
                'amount' => ['required', 'integer', 'min:1', 'max:1000000'],
                default => ['nullable'],
            },
            'scope' => ['required', Rule::in(PromoRule::SCOPES)],
            'scope_ids' => [Rule::requiredIf($scope !== 'cart'), 'array', 'max:500'],
            'scope_ids.*' => ['integer', 'distinct', Rule::exists($table, 'id')],
            'min_subtotal' => ['nullable', 'integer', 'min:0', 'max:10000000'],
            ...PeriodRules::rules(false),
            'usage_limit' => ['nullable', 'integer', 'min:1', 'max:10000000'],
            'per_customer_limit' => ['nullable', 'integer', 'min:1', 'max:1000'],
            'combines_with_promotions' => ['boolean'],
            'combines_with_others' => ['boolean'],
            'priority' => ['nullable', 'integer', 'min:-1000', 'max:1000'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            ...PeriodRules::messages(),
            'code.regex' => Text::get('admin.promo_codes.error.code'),
            'code.unique' => Text::get('admin.promo_codes.error.code_taken'),
            'code.required' => Text::get('admin.promo_codes.error.code_required'),
            'scope_ids.required' => Text::get('admin.promo_codes.error.scope'),
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        $names = [];
        foreach (['code', 'kind', 'value', 'scope', 'scope_ids', 'min_subtotal', 'usage_limit', 'per_customer_limit', 'priority'] as $field) {
            $names[$field] = Text::get('admin.promo_codes.field.'.$field);
        }
        $names['label.ro'] = Text::get('admin.promo_codes.field.label').' (RO)';
        $names['label.ru'] = Text::get('admin.promo_codes.field.label').' (RU)';
        $names['starts_at'] = Text::get('admin.marketing.form.starts_at');
        $names['ends_at'] = Text::get('admin.marketing.form.ends_at');

        return $names;
    }

    /**
     * The rule's columns: amounts typed in lei kept in bani, moments on the shop's clock kept in UTC.
     *
     * @return array<string, mixed>
     */
    public function values(): array
    {
        $kind = $this->string('kind')->toString();
        $scope = $this->string('scope')->toString();
        /** @var list<int> $ids */
        $ids = array_values(array_map('intval', (array) $this->input('scope_ids', [])));
        sort($ids);

        return [
            'label' => ['ro' => $this->string('label.ro')->trim()->toString(), 'ru' => $this->string('label.ru')->trim()->toString()],
            'automatic' => $this->boolean('automatic'),
            'kind' => $kind,
            'value' => match ($kind) {
                'percent' => $this->integer('value'),
                'amount' => $this->integer('value') * 100,
                default => 0,
            },
            'scope' => $scope,
            'scope_ids' => $scope === 'cart' ? null : $ids,
            'min_subtotal' => $this->integer('min_subtotal') * 100,
            'starts_at' => PeriodState::fromLocal($this->input('starts_at')),
            'ends_at' => PeriodState::fromLocal($this->input('ends_at')),
            'usage_limit' => $this->filled('usage_limit') ? $this->integer('usage_limit') : null,
            'per_customer_limit' => $this->filled('per_customer_limit') ? $this->integer('per_customer_limit') : null,
            'combines_with_promotions' => $this->boolean('combines_with_promotions'),
            'combines_with_others' => $this->boolean('combines_with_others'),
            'priority' => $this->integer('priority'),
        ];
    }

    public function code(): ?string
    {
        $code = $this->input('code');

        return $this->boolean('automatic') || ! is_string($code) ? null : $code;
    }
}
