<?php

declare(strict_types=1);

namespace App\Services\Audit;

use Illuminate\Support\Str;

/**
 * What an edit changed, for the audit log: the fields whose value differs, before and after. Long texts (bodies,
 * descriptions) are shortened, so the log says which text changed without copying whole articles.
 */
final class ContentChanges
{
    private const TEXT_LIMIT = 120;

    /**
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @return array{0: array<string, mixed>, 1: array<string, mixed>}
     */
    public static function diff(array $before, array $after): array
    {
        $changedBefore = [];
        $changedAfter = [];
        foreach (array_unique([...array_keys($before), ...array_keys($after)]) as $key) {
            $old = $before[$key] ?? null;
            $new = $after[$key] ?? null;
            if ($old !== $new) {
                $changedBefore[$key] = self::short($old);
                $changedAfter[$key] = self::short($new);
            }
        }

        return [$changedBefore, $changedAfter];
    }

    /**
     * Flattens texts per language into `field.ro`, `field.ru`.
     *
     * @param  array<string, mixed>  $fields
     * @return array<string, mixed>
     */
    public static function flatten(array $fields): array
    {
        $flat = [];
        foreach ($fields as $key => $value) {
            if (is_array($value) && ! array_is_list($value)) {
                foreach ($value as $locale => $text) {
                    $flat[$key.'.'.$locale] = $text;
                }
            } else {
                $flat[$key] = $value;
            }
        }

        return $flat;
    }

    private static function short(mixed $value): mixed
    {
        if (is_array($value)) {
            $value = json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
        }

        return is_string($value) ? Str::limit($value, self::TEXT_LIMIT) : $value;
    }
}
