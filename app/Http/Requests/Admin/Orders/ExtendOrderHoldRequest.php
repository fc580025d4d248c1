<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use Illuminate\Foundation\Http\FormRequest;

/** A longer hold for an unconfirmed order: the order's version the staff member saw. The route checks the right. */
final class ExtendOrderHoldRequest extends FormRequest
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
        return ['version' => ['bail', 'required', 'integer', 'min:0', 'max:2147483647']];
    }
}
