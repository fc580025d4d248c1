<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\Pages;

use App\Infrastructure\Locale\Locales;
use App\Support\Text;
use Illuminate\Support\Str;

/**
 * Rules shared by the content forms: a text in each language (`title.ro`, `title.ru`), a slug, and the names the
 * error messages give those fields in the staff member's language.
 */
final class ContentRules
{
    public const SLUG = '/^[a-z0-9]+(?:-[a-z0-9]+)*$/';

    /**
     * @return array<string, list<mixed>>
     */
    public static function texts(string $field, int $max, bool $required = true): array
    {
        $rules = [];
        foreach (Locales::all() as $locale) {
            $rules[$field.'.'.$locale] = [$required ? 'required' : 'nullable', 'string', 'max:'.$max];
        }

        return $rules;
    }

    /**
     * The field names in messages: `title.ro` is "titlul (română)".
     *
     * @param  array<string, string>  $fields  form key => translation key of its name
     * @return array<string, string>
     */
    public static function attributes(array $fields): array
    {
        $names = [];
        foreach ($fields as $field => $key) {
            $name = Text::get($key);
            $names[$field] = $name;
            foreach (Locales::all() as $locale) {
                $names[$field.'.'.$locale] = $name.' ('.Text::get('locale.'.$locale).')';
            }
        }

        return $names;
    }

    /** A slug typed, or else one made from the Romanian text (the Russian one when that is empty). */
    public static function slugFrom(mixed $typed, mixed $texts): string
    {
        if (is_string($typed) && trim($typed) !== '') {
            return Str::lower(trim($typed));
        }
        $ro = is_array($texts) && is_string($texts['ro'] ?? null) ? $texts['ro'] : '';
        $ru = is_array($texts) && is_string($texts['ru'] ?? null) ? $texts['ru'] : '';

        $slug = Str::slug($ro);

        return $slug !== '' ? $slug : Str::slug($ru);
    }

    /**
     * A text per language as the form sent it, trimmed, with both languages present.
     *
     * @return array<string, string>
     */
    public static function value(mixed $texts): array
    {
        $value = [];
        foreach (Locales::all() as $locale) {
            $text = is_array($texts) ? ($texts[$locale] ?? '') : '';
            $value[$locale] = is_string($text) ? trim($text) : '';
        }

        return $value;
    }
}
