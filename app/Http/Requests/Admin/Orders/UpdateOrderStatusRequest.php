<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Enums\OrderStatus;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * A status move from the order page or the call list: the target, the order's version the person saw, a reason
 * when cancelling, and (when packing) the place the units come from. Whether this person may make this move is
 * the policy's question, asked by the controller once the target is known.
 */
final class UpdateOrderStatusRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('reason'))) {
            $this->merge(['reason' => trim($this->string('reason')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'status' => ['required', Rule::enum(OrderStatus::class)->except([OrderStatus::New, OrderStatus::Released])],
            'version' => ['required', 'integer', 'min:0'],
            'reason' => ['nullable', 'required_if:status,cancelled', 'string', 'max:500'],
            'place_id' => ['nullable', 'integer', 'min:1', Rule::exists('stores', 'id')],
            // A shipped order's courier (config/couriers.php) and tracking number: letters, digits, spaces and dashes.
            'courier' => ['nullable', 'string', Rule::in(\App\Services\Orders\Couriers::keys())],
            'tracking_number' => ['nullable', 'string', 'max:64', 'regex:/^[A-Za-z0-9][A-Za-z0-9 \-]*$/'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'reason.required_if' => Text::get('admin.orders.cancel.reason_required'),
            'reason.max' => Text::get('admin.orders.cancel.reason_too_long'),
            'place_id.integer' => Text::get('admin.orders.pack.place_unknown'),
            'place_id.min' => Text::get('admin.orders.pack.place_unknown'),
            'place_id.exists' => Text::get('admin.orders.pack.place_unknown'),
            'courier.*' => Text::get('admin.orders.ship.courier_unknown'),
            'tracking_number.*' => Text::get('admin.orders.ship.tracking_format'),
        ];
    }

    public function target(): OrderStatus
    {
        return OrderStatus::from($this->string('status')->toString());
    }

    public function reason(): ?string
    {
        $reason = $this->validated('reason');

        return is_string($reason) && $reason !== '' ? $reason : null;
    }

    /** The store or warehouse to pack from; only a move to packed uses it, any other move ignores it. */
    public function placeId(): ?int
    {
        if ($this->target() !== OrderStatus::Packed || $this->validated('place_id') === null) {
            return null;
        }

        return $this->integer('place_id');
    }

    /**
     * When shipping: the courier and tracking number typed (either may be left empty), else null.
     *
     * @return array{courier: string|null, tracking_number: string|null}|null
     */
    public function shipment(): ?array
    {
        if ($this->target() !== OrderStatus::Shipped) {
            return null;
        }
        $courier = $this->validated('courier');
        $number = $this->validated('tracking_number');
        $number = is_string($number) ? trim($number) : '';

        return ['courier' => is_string($courier) && $courier !== '' ? $courier : null, 'tracking_number' => $number === '' ? null : $number];
    }
}
