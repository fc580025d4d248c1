<?php

declare(strict_types=1);

namespace Inertia\Support;

use stdClass;

/**
 * Encodes a page object for the wire and for the `<script type="application/json">` element.
 *
 * Slashes stay escaped (`</script>` becomes `<\/script>`) and `<`, `>`, `&`, `'`, `"` become \u escapes, so the
 * JSON can be echoed raw inside a script element (§1). Unicode stays readable to keep Cyrillic pages small.
 */
final class PageJson
{
    public const FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT
        | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION | JSON_THROW_ON_ERROR;

    /**
     * @param  array<string, mixed>  $page
     */
    public static function encode(array $page): string
    {
        return json_encode(self::forWire($page), self::FLAGS);
    }

    /**
     * Empty maps that the client reads as objects must not be encoded as `[]`.
     *
     * @param  array<string, mixed>  $page
     * @return array<string, mixed>
     */
    public static function forWire(array $page): array
    {
        foreach (['props', 'flash', 'deferredProps', 'onceProps'] as $key) {
            if (array_key_exists($key, $page) && $page[$key] === []) {
                $page[$key] = new stdClass;
            }
        }

        return $page;
    }
}
