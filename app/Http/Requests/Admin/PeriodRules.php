<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin;

use App\Support\Text;

/** The period fields of banners and promotions: datetime-local values on the shop's clock, the end not before the start. */
final class PeriodRules
{
    public const FORMAT = 'date_format:Y-m-d\TH:i';

    /**
     * @return array<string, list<string>>
     */
    public static function rules(bool $startRequired): array
    {
        return [
            'starts_at' => [$startRequired ? 'required' : 'nullable', self::FORMAT],
            // bail: a value that is no moment is not compared (after_or_equal would try to read it as a date).
            'ends_at' => ['bail', 'nullable', self::FORMAT, 'after_or_equal:starts_at'],
        ];
    }

    /** @return array<string, string> */
    public static function messages(): array
    {
        return [
            'ends_at.after_or_equal' => Text::get('admin.marketing.form.until_after_from'),
            'starts_at.date_format' => Text::get('admin.marketing.form.moment'),
            'ends_at.date_format' => Text::get('admin.marketing.form.moment'),
        ];
    }
}
