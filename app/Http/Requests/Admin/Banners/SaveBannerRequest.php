<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Banners;

use App\Http\Requests\Admin\PeriodRules;
use App\Models\Banner;
use App\Rules\ImageUpload;
use App\Support\PeriodState;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;

/**
 * A home banner: title (and an optional line) in both languages, where it leads (a path in the shop, or an http(s)
 * address), its image (required for a new banner), its period, whether it shows, and its place in the carousel.
 */
final class SaveBannerRequest extends FormRequest
{
    /** A path in the shop ("/promotii/black-friday", never "//elsewhere") or an http(s) address. */
    public const LINK = '/^(\/(?!\/)[^\s<>"]*|https?:\/\/[^\s<>"\/]+\.[^\s<>"]+)$/i';

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('link'))) {
            $this->merge(['link' => trim($this->string('link')->toString())]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $creating = ! $this->route('banner') instanceof Banner;

        return [
            'title.ro' => ['required', 'string', 'max:120'],
            'title.ru' => ['required', 'string', 'max:120'],
            'text.ro' => ['nullable', 'string', 'max:240'],
            'text.ru' => ['nullable', 'string', 'max:240'],
            'link' => ['nullable', 'string', 'max:500', 'regex:'.self::LINK],
            'image' => [$creating ? 'required' : 'nullable', new ImageUpload],
            ...PeriodRules::rules(false),
            'is_active' => ['boolean'],
            'sort' => ['required', 'integer', 'min:-1000', 'max:1000'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            ...PeriodRules::messages(),
            'link.regex' => Text::get('admin.banners.error.link'),
            'image.required' => Text::get('admin.banners.error.image'),
        ];
    }

    /** @return array<string, string> */
    public function attributes(): array
    {
        return [
            'title.ro' => Text::get('admin.banners.field.title').' (RO)',
            'title.ru' => Text::get('admin.banners.field.title').' (RU)',
            'text.ro' => Text::get('admin.banners.field.text').' (RO)',
            'text.ru' => Text::get('admin.banners.field.text').' (RU)',
            'link' => Text::get('admin.banners.field.link'),
            'image' => Text::get('admin.banners.field.image'),
            'starts_at' => Text::get('admin.marketing.form.starts_at'),
            'ends_at' => Text::get('admin.marketing.form.ends_at'),
            'sort' => Text::get('admin.marketing.form.sort'),
        ];
    }

    /**
     * @return array<string, mixed>
     */
    public function values(): array
    {
        $text = fn (string $field): array => ['ro' => trim($this->string($field.'.ro')->toString()), 'ru' => trim($this->string($field.'.ru')->toString())];

        return [
            'title' => $text('title'),
            'text' => $text('text'),
            'link' => $this->filled('link') ? $this->string('link')->toString() : null,
            'starts_at' => PeriodState::fromLocal($this->string('starts_at')->toString()),
            'ends_at' => PeriodState::fromLocal($this->string('ends_at')->toString()),
            'is_active' => $this->boolean('is_active'),
            'sort' => $this->integer('sort'),
        ];
    }
}
