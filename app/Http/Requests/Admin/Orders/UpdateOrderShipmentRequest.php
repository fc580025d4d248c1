<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Services\Orders\Couriers;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A shipped order's courier (config/couriers.php) and tracking number, set or corrected after the move to shipped;
 * either may be left empty, as when shipping.
 */
final class UpdateOrderShipmentRequest extends FormRequest
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
        return [
            'courier' => ['nullable', 'string', Rule::in(Couriers::keys())],
            'tracking_number' => ['nullable', 'string', 'max:64', 'regex:/^[A-Za-z0-9][A-Za-z0-9 \-]*$/'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'courier.*' => Text::get('admin.orders.ship.courier_unknown'),
            'tracking_number.*' => Text::get('admin.orders.ship.tracking_format'),
        ];
    }

    public function courier(): ?string
    {
        $courier = $this->validated('courier');

        return is_string($courier) && $courier !== '' ? $courier : null;
    }

    public function trackingNumber(): ?string
    {
        $number = $this->validated('tracking_number');

        return is_string($number) && trim($number) !== '' ? trim($number) : null;
    }
}
