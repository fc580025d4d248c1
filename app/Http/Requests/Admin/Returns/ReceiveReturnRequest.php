<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Returns;

use App\Enums\ReturnCondition;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * The goods of an accepted return as they arrive, per return line (`lines[7][quantity]`, `[condition]`, `[place_id]`):
 * how many came, sellable or damaged, and the store or warehouse sellable ones go back to. The return's version the
 * page showed makes the receipt happen once. Who may is the route's `can:receive-returns`.
 */
final class ReceiveReturnRequest extends FormRequest
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
            'version' => ['required', 'integer', 'min:0', 'max:2147483647'],
            'lines' => ['required', 'array', 'min:1', 'max:100'],
            'lines.*' => ['required', 'array:quantity,condition,place_id'],
            'lines.*.quantity' => ['required', 'integer', 'min:0', 'max:999'],
            'lines.*.condition' => ['required', 'string', Rule::enum(ReturnCondition::class)],
            'lines.*.place_id' => ['nullable', 'integer', 'min:1', 'max:2147483647', Rule::exists('stores', 'id')],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            'version.*' => Text::get('returns.changed_meanwhile'),
            'lines.*.quantity.*' => Text::get('returns.validation.quantity', ['max' => '999']),
            'lines.*.condition.*' => Text::get('returns.validation.condition'),
            'lines.*.place_id.*' => Text::get('returns.refused.place'),
            'lines.*' => Text::get('returns.refused.every_line'),
        ];
    }

    /**
     * @return array<int, array{quantity: int, condition: ReturnCondition, place_id: int|null}>
     */
    public function lines(): array
    {
        $lines = [];
        /** @var array<array-key, array{quantity: int|string, condition: string, place_id?: int|string|null}> $input */
        $input = $this->validated('lines');
        foreach ($input as $id => $line) {
            $place = $line['place_id'] ?? null;
            $lines[(int) $id] = [
                'quantity' => (int) $line['quantity'],
                'condition' => ReturnCondition::from($line['condition']),
                'place_id' => $place === null ? null : (int) $place,
            ];
        }

        return $lines;
    }
}
