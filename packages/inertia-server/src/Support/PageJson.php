<?php

declare(strict_types=1);

namespace Inertia\Support;

use stdClass;

/**
 * Encodes a page object for the wire and for the `<script type="application/json">` element.
 *
 * Slashes stay escaped (`</script>` becomes `<\/script>`) and `<`, `>`, `&`, `'`, `"` become \u escapes, so the
 * JSON can be echoed raw inside a script element (§1). Unicode stays readable to keep Cyrillic pages small. A byte
 * that is not UTF-8 (an old row, an import made before input was checked) becomes U+FFFD instead of failing the page,
 * and so never fails the SSR request either (which would count as the SSR server being down).
 */
final class PageJson
{
    public const FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT
        | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR;

    /**
     * @param  array<string, mixed>  $page
     */
    public static function encode(array $page): string
    {
        return json_encode(self::forWire($page), self::FLAGS);
    }

    /**
     * For the SSR server: every character outside ASCII as a \u escape. Its body reader appends each network chunk to
     * a string as it comes (`@inertiajs/core/server`), so a multibyte character split between two chunks would arrive
     * as two replacement characters and the server would render text the browser then fails to hydrate.
     *
     * @param  array<string, mixed>  $page
     */
    public static function encodeAscii(array $page): string
    {
        return json_encode(self::forWire($page), self::FLAGS & ~JSON_UNESCAPED_UNICODE);
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
