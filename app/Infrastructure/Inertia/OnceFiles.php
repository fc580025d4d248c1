<?php

declare(strict_types=1);

namespace App\Infrastructure\Inertia;

use App\Http\Middleware\HandleInertiaRequests;
use App\Infrastructure\Locale\CompiledTranslations;
use App\Infrastructure\Locale\Locales;
use App\Queries\Catalog\CategoryTree;

/**
 * The storefront's once-props that a first visit loads from a file instead of the HTML: the translations and the
 * category tree of a language (about 50 KB together), the same on every page. Inertia visits already leave them out
 * once the client holds them (X-Inertia-Except-Once-Props); a full page load would carry them again every time.
 *
 * The page embedded in the HTML names each such prop's file instead (`onceFiles`: prop → address); the address holds
 * a hash of the content, so the browser keeps the file a year and a change (a new translation, a renamed category)
 * gets a new address. The server-side renderer still gets the whole page; resources/js/app.tsx loads the files
 * before it hydrates, so the browser renders with the same props.
 */
final class OnceFiles
{
    /** The once keys served as files: `translations.ro`, `catalog.ru`, … */
    public const KEY_PATTERN = '(?:translations|catalog)\.[a-z]{2}';

    public const HASH_PATTERN = '[0-9a-f]{16}';

    /**
     * The page to embed in the HTML: the file-served once-props taken out, their addresses under `onceFiles`.
     *
     * @param  array<string, mixed>  $page
     * @return array<string, mixed>
     */
    public static function embed(array $page): array
    {
        $props = is_array($page['props'] ?? null) ? $page['props'] : [];
        $once = is_array($page['onceProps'] ?? null) ? $page['onceProps'] : [];
        $files = [];
        foreach ($once as $key => $meta) {
            $prop = is_array($meta) && is_string($meta['prop'] ?? null) ? $meta['prop'] : null;
            if ($prop === null || ! array_key_exists($prop, $props) || ! self::servable((string) $key)) {
                continue;
            }
            $files[$prop] = self::url((string) $key);
            unset($props[$prop]);
        }
        if ($files === []) {
            return $page;
        }
        $page['props'] = $props;
        $page['onceFiles'] = $files;

        return $page;
    }

    /**
     * The value of a file-served once-prop now, or null for a key that is none.
     *
     * @return array<array-key, mixed>|null
     */
    public static function value(string $key): ?array
    {
        if (! self::servable($key)) {
            return null;
        }
        [$prop, $locale] = explode('.', $key, 2);

        return $prop === 'translations'
            ? HandleInertiaRequests::translations($locale, false)
            : app(CategoryTree::class)->forLocale($locale);
    }

    /**
     * The hash of a file-served once-prop's value now, without computing the value when it is known: the compiled
     * translations carry theirs, the category tree keeps its own beside it.
     */
    public static function currentHash(string $key): string
    {
        [$prop, $locale] = explode('.', $key, 2);

        return $prop === 'translations'
            ? CompiledTranslations::storefrontHash($locale) ?? self::hash(HandleInertiaRequests::translations($locale, false))
            : app(CategoryTree::class)->hash($locale);
    }

    public static function hash(mixed $value): string
    {
        return substr(hash('xxh128', self::encode($value)), 0, 16);
    }

    public static function encode(mixed $value): string
    {
        return json_encode($value, JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION);
    }

    private static function url(string $key): string
    {
        return route('page-data', ['key' => $key, 'hash' => self::currentHash($key)], false);
    }

    private static function servable(string $key): bool
    {
        return preg_match('/\A'.self::KEY_PATTERN.'\z/', $key) === 1
            && Locales::isSupported(explode('.', $key, 2)[1]);
    }
}
