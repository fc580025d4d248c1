<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Stores;

use App\Enums\StockPlaceKind;
use App\Models\Store;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * A store as the back office edits it. The warehouse is not a shop: only its name and order are edited. Coordinates
 * must fall inside Moldova's box; each open weekday has an opening time before its closing time ("00:00" closing:
 * midnight).
 */
final class SaveStoreRequest extends FormRequest
{
    /** Moldova's bounding box, a little generous. */
    public const LATITUDE = [45.4, 48.5];

    public const LONGITUDE = [26.6, 30.2];

    private const TIME = 'regex:/^([01]\d|2[0-3]):[0-5]\d$/';

    protected function prepareForValidation(): void
    {
        $phones = $this->input('phones');
        if (is_array($phones)) {
            $this->merge(['phones' => array_values(array_map(
                static fn (mixed $typed): mixed => is_string($typed) ? (Phone::normalize(trim($typed)) ?? trim($typed)) : $typed,
                array_filter($phones, static fn (mixed $typed): bool => ! is_string($typed) || trim($typed) !== ''),
            ))]);
        }
        foreach (['latitude', 'longitude'] as $key) {
            if (is_string($this->input($key))) {
                $this->merge([$key => str_replace(',', '.', trim($this->string($key)->toString()))]);
            }
        }
    }

    public function isWarehouse(): bool
    {
        $store = $this->route('store');

        return $store instanceof Store && $store->kind === StockPlaceKind::Warehouse;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $rules = [
            'name.ro' => ['required', 'string', 'max:150'],
            'name.ru' => ['required', 'string', 'max:150'],
            'sorted' => ['required', 'integer', 'min:-1000', 'max:1000'],
        ];
        if ($this->isWarehouse()) {
            return $rules;
        }
        $store = $this->route('store');

        return [
            ...$rules,
            'slug' => ['required', 'string', 'max:100', 'regex:/^[a-z0-9]+(?:-[a-z0-9]+)*$/', Rule::unique('stores', 'slug')->ignore($store instanceof Store ? $store->id : null)],
            'city.ro' => ['required', 'string', 'max:100'],
            'city.ru' => ['required', 'string', 'max:100'],
            'address.ro' => ['required', 'string', 'max:255'],
            'address.ru' => ['required', 'string', 'max:255'],
            'phones' => ['required', 'array', 'min:1', 'max:5'],
            'phones.*' => ['required', 'string', 'regex:'.Phone::PATTERN, 'distinct'],
            'latitude' => ['required', 'numeric', 'between:'.self::LATITUDE[0].','.self::LATITUDE[1]],
            'longitude' => ['required', 'numeric', 'between:'.self::LONGITUDE[0].','.self::LONGITUDE[1]],
            'hours' => ['required', 'array', 'size:7'],
            'hours.*.closed' => ['required', 'boolean'],
            'hours.*.open' => ['exclude_if:hours.*.closed,true', 'required', 'string', self::TIME],
            'hours.*.close' => ['exclude_if:hours.*.closed,true', 'required', 'string', self::TIME],
        ];
    }

    public function withValidator(Validator $validator): void
    {
        $validator->after(function (Validator $validator): void {
            if ($this->isWarehouse() || $validator->errors()->isNotEmpty()) {
                return;
            }
            foreach ((array) $this->input('hours') as $index => $day) {
                if (! is_array($day) || filter_var($day['closed'] ?? false, FILTER_VALIDATE_BOOLEAN)) {
                    continue;
                }
                $close = (string) ($day['close'] ?? '');
                if ($close !== '00:00' && $close <= (string) ($day['open'] ?? '')) {
                    $validator->errors()->add("hours.{$index}.close", Text::get('admin.stores.error.close_after_open'));
                }
            }
        });
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'slug.regex' => Text::get('admin.marketing.form.slug_format'),
            'phones.*.regex' => Text::get('admin.stores.error.phone'),
            'phones.*.distinct' => Text::get('admin.stores.error.phone_twice'),
            'latitude.between' => Text::get('admin.stores.error.latitude'),
            'longitude.between' => Text::get('admin.stores.error.longitude'),
            'hours.*.open.regex' => Text::get('admin.stores.error.time'),
            'hours.*.close.regex' => Text::get('admin.stores.error.time'),
            'hours.*.open.required' => Text::get('admin.stores.error.time'),
            'hours.*.close.required' => Text::get('admin.stores.error.time'),
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        $names = [];
        foreach (['name', 'city', 'address'] as $field) {
            foreach (['ro', 'ru'] as $locale) {
                $names["{$field}.{$locale}"] = Text::get('admin.stores.field.'.$field).' ('.strtoupper($locale).')';
            }
        }
        foreach (['slug', 'phones', 'latitude', 'longitude', 'sorted'] as $field) {
            $names[$field] = Text::get('admin.stores.field.'.$field);
        }

        return $names;
    }

    /**
     * The columns to save: hours keyed by ISO weekday, null on a closed day.
     *
     * @return array<string, mixed>
     */
    public function values(): array
    {
        $text = fn (string $field): array => ['ro' => trim($this->string($field.'.ro')->toString()), 'ru' => trim($this->string($field.'.ru')->toString())];
        $values = ['name' => $text('name'), 'sorted' => $this->integer('sorted')];
        if ($this->isWarehouse()) {
            return $values;
        }
        $hours = [];
        foreach (array_values((array) $this->input('hours')) as $index => $day) {
            /** @var array{closed?: mixed, open?: string, close?: string} $day */
            $hours[$index + 1] = filter_var($day['closed'] ?? false, FILTER_VALIDATE_BOOLEAN) ? null : [$day['open'] ?? '', $day['close'] ?? ''];
        }

        return [
            ...$values,
            'slug' => $this->string('slug')->toString(),
            'city' => $text('city'),
            'address' => $text('address'),
            'phones' => array_values(array_map('strval', (array) $this->input('phones'))),
            'latitude' => number_format($this->float('latitude'), 6, '.', ''),
            'longitude' => number_format($this->float('longitude'), 6, '.', ''),
            'hours' => $hours,
        ];
    }
}
