<?php

declare(strict_types=1);

namespace App\Infrastructure\Locale;

use App\Infrastructure\Http\ErrorPages;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;

/**
 * The shop's languages and how a URL names one: the default locale has no prefix, every other lives under /{locale}/.
 */
final class Locales
{
    /**
     * @return list<string>
     */
    public static function all(): array
    {
        /** @var list<string> $locales */
        $locales = config('app.locales');

        return $locales;
    }

    public static function default(): string
    {
        return self::all()[0];
    }

    /**
     * A text stored per language ({"ro": "…", "ru": "…"}) in a language (the current one by default), falling back
     * to the fallback locale's, then to ''. A value that is not text (a row written around the forms) counts as
     * missing, so one bad row never breaks a page.
     *
     * @param  array<string, mixed>|null  $values
     */
    public static function pick(?array $values, ?string $locale = null): string
    {
        foreach ([$locale ?? app()->getLocale(), config()->string('app.fallback_locale')] as $key) {
            if (is_string($values[$key] ?? null)) {
                return $values[$key];
            }
        }

        return '';
    }

    public static function isSupported(mixed $locale): bool
    {
        return is_string($locale) && in_array($locale, self::all(), true);
    }

    /**
     * The locale a path belongs to: its first segment when that names a non-default locale, else the default.
     */
    public static function fromPath(string $path): string
    {
        $first = explode('/', trim($path, '/'), 2)[0];

        return $first !== self::default() && self::isSupported($first) ? $first : self::default();
    }

    /**
     * The locale of a request: `{lang}` of an API route (/api/{lang}/…); for other API calls `?lang=` or the
     * Accept-Language header; for pages the URL prefix.
     */
    public static function fromRequest(Request $request): string
    {
        // No route while an error is rendered before routing matched.
        $route = ($request->getRouteResolver())();
        $lang = $route instanceof Route ? $route->parameter('lang') : null;
        if (is_string($lang) && self::isSupported($lang)) {
            return $lang;
        }

        if (ErrorPages::isApi($request)) {
            $query = $request->query('lang');

            return is_string($query) && self::isSupported($query) ? $query : ($request->getPreferredLanguage(self::all()) ?? self::default());
        }

        return self::fromPath($request->path());
    }

    /**
     * The same path in another locale: `/x` ↔ `/ru/x` (slugs are the same in every language).
     */
    public static function translatePath(string $path, string $locale): string
    {
        $segments = array_values(array_filter(explode('/', trim($path, '/')), static fn (string $s): bool => $s !== ''));

        if ($segments !== [] && $segments[0] !== self::default() && self::isSupported($segments[0])) {
            array_shift($segments);
        }

        if ($locale !== self::default()) {
            array_unshift($segments, $locale);
        }

        return '/'.implode('/', $segments);
    }
}
