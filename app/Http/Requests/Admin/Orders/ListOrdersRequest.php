<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Orders;

use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Http\Requests\Admin\AdminListQuery;
use App\Queries\Admin\Orders\OrderFilters;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The order list's filters (also the CSV export's): what the query string may hold. */
final class ListOrdersRequest extends FormRequest
{
    use AdminListQuery;

    public const PAYMENTS = ['cash', 'card', 'online_card', 'mia', 'credit', 'transfer'];

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'q' => ['nullable', 'string', 'max:100'],
            'status' => ['nullable', Rule::enum(OrderStatus::class)],
            'from' => ['nullable', 'date_format:Y-m-d'],
            'to' => ['nullable', 'date_format:Y-m-d', 'after_or_equal:from'],
            'delivery' => ['nullable', Rule::in(['courier', 'pickup'])],
            'store' => ['nullable', 'integer', 'min:1'],
            'payment' => ['nullable', Rule::in(self::PAYMENTS)],
            'kind' => ['nullable', Rule::enum(OrderKind::class)],
            'page' => ['nullable', 'integer', 'min:1'],
            // The export only: one row per order line, with its SKU.
            'lines' => ['nullable', 'boolean'],
        ];
    }

    public function filters(): OrderFilters
    {
        return OrderFilters::fromArray($this->validated());
    }
}
