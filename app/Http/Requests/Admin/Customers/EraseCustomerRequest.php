<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Customers;

use App\Models\Customer;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * Erasing a customer's data is asked twice: the page's first button opens the question, and the request must carry
 * the customer's number typed again (`confirm`), so that neither a slipped click nor a replayed form erases anybody.
 */
final class EraseCustomerRequest extends FormRequest
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
        $customer = $this->route('customer');
        $id = $customer instanceof Customer ? (string) $customer->id : '';

        return ['confirm' => ['required', 'string', 'max:20', 'in:'.$id]];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'confirm.required' => Text::get('admin.customers.erase.confirm_required'),
            'confirm.string' => Text::get('admin.customers.erase.confirm_wrong'),
            'confirm.max' => Text::get('admin.customers.erase.confirm_wrong'),
            'confirm.in' => Text::get('admin.customers.erase.confirm_wrong'),
        ];
    }
}
