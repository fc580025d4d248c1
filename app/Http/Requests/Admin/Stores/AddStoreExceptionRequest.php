<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Stores;

use App\Models\Store;
use App\Services\Stores\OpeningHours;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/** A day a store keeps other hours: a date not in the past, closed or open from–to, a note in both languages. */
final class AddStoreExceptionRequest extends FormRequest
{
    private const TIME = 'regex:/^([01]\d|2[0-3]):[0-5]\d$/';

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $store = $this->route('store');

        return [
            'date' => ['bail', 'required', 'date_format:Y-m-d', 'after_or_equal:'.now(OpeningHours::TIMEZONE)->toDateString(), Rule::unique('store_exceptions', 'date')->where('store_id', $store instanceof Store ? $store->id : 0)],
            'closed' => ['required', 'boolean'],
            'open' => ['exclude_if:closed,true', 'required', 'string', self::TIME],
            'close' => ['exclude_if:closed,true', 'required', 'string', self::TIME],
            'note.ro' => ['nullable', 'string', 'max:150'],
            'note.ru' => ['nullable', 'string', 'max:150'],
        ];
    }

    public function withValidator(Validator $validator): void
    {
        $validator->after(function (Validator $validator): void {
            if ($validator->errors()->isNotEmpty() || $this->boolean('closed')) {
                return;
            }
            $close = $this->string('close')->toString();
            if ($close !== '00:00' && $close <= $this->string('open')->toString()) {
                $validator->errors()->add('close', Text::get('admin.stores.error.close_after_open'));
            }
        });
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'date.unique' => Text::get('admin.stores.error.exception_taken'),
            'date.after_or_equal' => Text::get('admin.stores.error.exception_past'),
            'open.regex' => Text::get('admin.stores.error.time'),
            'close.regex' => Text::get('admin.stores.error.time'),
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            'date' => Text::get('admin.stores.exceptions.date'),
            'open' => Text::get('admin.stores.exceptions.open'),
            'close' => Text::get('admin.stores.exceptions.close'),
            'note.ro' => Text::get('admin.stores.exceptions.note').' (RO)',
            'note.ru' => Text::get('admin.stores.exceptions.note').' (RU)',
        ];
    }

    /**
     * @return array{date: string, opens_at: string|null, closes_at: string|null, note: array{ro: string, ru: string}}
     */
    public function values(): array
    {
        $closed = $this->boolean('closed');

        return [
            'date' => $this->string('date')->toString(),
            'opens_at' => $closed ? null : $this->string('open')->toString(),
            'closes_at' => $closed ? null : $this->string('close')->toString(),
            'note' => ['ro' => trim($this->string('note.ro')->toString()), 'ru' => trim($this->string('note.ru')->toString())],
        ];
    }
}
