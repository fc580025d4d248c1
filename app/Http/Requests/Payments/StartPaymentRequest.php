<?php

declare(strict_types=1);

namespace App\Http\Requests\Payments;

use App\Services\Payments\PaymentProviders;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Which online payment to start for an order: the card page (`online_card`) or an MIA QR (`mia`). */
final class StartPaymentRequest extends FormRequest
{
    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        return ['method' => ['bail', 'required', 'string', Rule::in(array_keys(PaymentProviders::METHODS))]];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return ['method.*' => Text::get('payments.validation.method')];
    }

    public function paymentMethod(): string
    {
        return $this->string('method')->toString();
    }
}
