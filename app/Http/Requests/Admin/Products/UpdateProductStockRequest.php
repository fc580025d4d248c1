<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Products;

use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\Validator;

/**
 * A product's stock page: the units counted at each place (`quantities[place id]`) beside the figures the page
 * showed (`shown[place id]`), so only the places staff changed are written and an order taking units from an
 * untouched place meanwhile is not undone.
 */
final class UpdateProductStockRequest extends FormRequest
{
    public const MAX_UNITS = 1_000_000;

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
            'quantities' => ['required', 'array'],
            'quantities.*' => ['required', 'integer', 'min:0', 'max:'.self::MAX_UNITS],
            'shown' => ['nullable', 'array'],
            'shown.*' => ['nullable', 'integer', 'min:0'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'quantities.required' => Text::get('admin.products.validation.quantity'),
            'quantities.*' => Text::get('admin.products.validation.quantity'),
        ];
    }

    /**
     * @return array<int, \Closure(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            $quantities = $this->input('quantities');
            if (! is_array($quantities) || $validator->errors()->isNotEmpty()) {
                return;
            }
            $ids = array_map(intval(...), array_keys($quantities));
            $known = DB::table('stores')->whereIn('id', $ids)->pluck('id')->map(intval(...))->all();
            foreach (array_diff($ids, $known) as $unknown) {
                $validator->errors()->add('quantities.'.$unknown, Text::get('admin.products.validation.place'));
            }
        }];
    }

    /**
     * Units by place id, only where the figure differs from the one the page showed.
     *
     * @return array<int, int>
     */
    public function changed(): array
    {
        /** @var array<int|string, int|string> $quantities */
        $quantities = $this->validated('quantities');
        $shown = $this->input('shown');
        $shown = is_array($shown) ? $shown : [];
        $changed = [];
        foreach ($quantities as $placeId => $quantity) {
            $before = $shown[$placeId] ?? null;
            if ($before === null || (int) $before !== (int) $quantity) {
                $changed[(int) $placeId] = (int) $quantity;
            }
        }

        return $changed;
    }
}
