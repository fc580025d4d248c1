<?php

declare(strict_types=1);

namespace App\Queries\Admin\AuditLog;

use App\Support\Text;
use Illuminate\Support\Facades\Lang;

/** A recorded field's name in the reader's words: `price` → "Prețul", `title.ru` → "Titlul (RU)". */
final class AuditFields
{
    public static function label(string $field): string
    {
        if (preg_match('/^(.+)\.(ro|ru)$/', $field, $match) === 1) {
            return self::label($match[1]).' ('.Text::get('admin.audit.language.'.$match[2]).')';
        }
        $key = 'admin.audit.fields.'.$field;

        return Lang::has($key) ? Text::get($key) : self::words($field);
    }

    /** True when the field has a name of its own in the language files. */
    public static function named(string $field): bool
    {
        $base = preg_match('/^(.+)\.(ro|ru)$/', $field, $match) === 1 ? $match[1] : $field;

        return Lang::has('admin.audit.fields.'.$base, 'ro') && Lang::has('admin.audit.fields.'.$base, 'ru');
    }

    /** A field nobody named yet reads as words rather than a column name. */
    private static function words(string $field): string
    {
        return ucfirst(str_replace('_', ' ', $field));
    }
}
