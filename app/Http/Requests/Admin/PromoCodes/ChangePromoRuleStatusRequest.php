<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\PromoCodes;

use App\Models\PromoRule;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Pausing, resuming or ending a rule. */
final class ChangePromoRuleStatusRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return ['status' => ['required', 'string', Rule::in(PromoRule::STATUSES)]];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['status.*' => Text::get('admin.promo_codes.error.status')];
    }

    public function status(): string
    {
        return $this->string('status')->toString();
    }
}
