<?php

declare(strict_types=1);

namespace Tests\Feature\Contracts;

use stdClass;

/**
 * The shape of an Inertia page object as JSON: which keys it has, recursively, and the JSON type of each value.
 * Values are decoded with objects as stdClass, so an empty object (`{}`) and an empty list (`[]`) stay apart.
 */
final class PageShape
{
    /** Lists longer than this are cut when a fixture is written: the shape is read from the first item. */
    private const MAX_ITEMS = 2;

    /**
     * Objects whose keys are data, not names (the translation table): only the type of their values is compared, and
     * the fixture keeps none of them.
     */
    private const MAPS = ['props.translations'];

    /**
     * Values that change on every request (fresh keys, signatures, times of a signed link): a fixture holds a
     * placeholder of the same type, so writing it twice gives the same file.
     */
    private const VOLATILE_KEYS = ['idempotency_key', 'form_token', 'signature', 'expires'];

    /** Query parameters of signed URLs, replaced the same way inside any string. */
    private const VOLATILE_QUERY = '/([?&](?:signature|expires)=)[^&"#]*/';

    /**
     * Every difference between the shape of the fixture and the live page, one line per path.
     *
     * @return list<string>
     */
    public static function differences(mixed $expected, mixed $actual, string $path = ''): array
    {
        $expectedType = self::type($expected);
        $actualType = self::type($actual);
        if ($expectedType !== $actualType) {
            return ["{$path}: {$expectedType} in the fixture, {$actualType} now"];
        }

        if ($expected instanceof stdClass && $actual instanceof stdClass) {
            return in_array($path, self::MAPS, true)
                ? self::mapDifferences($actual, $path)
                : self::objectDifferences($expected, $actual, $path);
        }

        if (is_array($expected) && is_array($actual)) {
            return self::listDifferences($expected, $actual, $path);
        }

        return [];
    }

    /** The page object as a fixture keeps it: long lists cut, maps emptied, volatile values replaced. */
    public static function forFixture(mixed $value, string $path = ''): mixed
    {
        if ($value instanceof stdClass) {
            if (in_array($path, self::MAPS, true)) {
                return new stdClass();
            }
            $copy = new stdClass();
            foreach (get_object_vars($value) as $key => $item) {
                $copy->{$key} = in_array($key, self::VOLATILE_KEYS, true)
                    ? self::placeholder($item)
                    : self::forFixture($item, self::join($path, (string) $key));
            }

            return $copy;
        }

        if (is_array($value)) {
            return array_map(
                static fn (mixed $item): mixed => self::forFixture($item, $path.'.0'),
                array_slice($value, 0, self::MAX_ITEMS),
            );
        }

        return is_string($value) ? (string) preg_replace(self::VOLATILE_QUERY, '$1volatile', $value) : $value;
    }

    /** JSON's own names for the types, with lists and objects apart. */
    private static function type(mixed $value): string
    {
        return match (true) {
            $value === null => 'null',
            is_bool($value) => 'boolean',
            is_int($value), is_float($value) => 'number',
            is_string($value) => 'string',
            is_array($value) => 'list',
            default => 'object',
        };
    }

    /**
     * @return list<string>
     */
    private static function objectDifferences(stdClass $expected, stdClass $actual, string $path): array
    {
        $expectedKeys = get_object_vars($expected);
        $actualKeys = get_object_vars($actual);
        $differences = [];
        foreach (array_diff_key($expectedKeys, $actualKeys) as $key => $value) {
            $differences[] = self::join($path, (string) $key).': missing now (the fixture has it)';
        }
        foreach (array_diff_key($actualKeys, $expectedKeys) as $key => $value) {
            $differences[] = self::join($path, (string) $key).': added (the fixture lacks it)';
        }
        foreach (array_intersect_key($expectedKeys, $actualKeys) as $key => $value) {
            array_push($differences, ...self::differences($value, $actualKeys[$key], self::join($path, (string) $key)));
        }

        return $differences;
    }

    /**
     * @param  array<mixed>  $expected
     * @param  array<mixed>  $actual
     * @return list<string>
     */
    private static function listDifferences(array $expected, array $actual, string $path): array
    {
        if ($expected === [] || $actual === []) {
            return ($expected === []) === ($actual === [])
                ? []
                : [$path.': '.($expected === [] ? 'an empty list in the fixture, items now' : 'items in the fixture, an empty list now')];
        }

        return self::differences($expected[0], $actual[0], $path.'.0');
    }

    /**
     * @return list<string>
     */
    private static function mapDifferences(stdClass $actual, string $path): array
    {
        $differences = [];
        foreach (get_object_vars($actual) as $key => $value) {
            if (! is_string($value)) {
                $differences[] = self::join($path, (string) $key).': string in the map, '.self::type($value).' now';
            }
        }

        return $differences;
    }

    private static function placeholder(mixed $value): mixed
    {
        return match (self::type($value)) {
            'string' => 'volatile',
            'number' => 0,
            default => $value,
        };
    }

    private static function join(string $path, string $key): string
    {
        return $path === '' ? $key : $path.'.'.$key;
    }
}
