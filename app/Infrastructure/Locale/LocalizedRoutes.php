<?php

declare(strict_types=1);

namespace App\Infrastructure\Locale;

use Closure;
use Illuminate\Support\Facades\Route;

/**
 * Registers a group of page routes once per locale: `home` at `/` and `ru.home` at `/ru`.
 */
final class LocalizedRoutes
{
    /** @var array<string, string> route paths with placeholders, by route and parameter names (url()) */
    private static array $paths = [];

    /** @var array<string, string> route names by locale and name (name()) */
    private static array $names = [];

    public static function register(Closure $routes): void
    {
        foreach (Locales::all() as $locale) {
            if ($locale === Locales::default()) {
                Route::group([], $routes);

                continue;
            }

            Route::prefix($locale)->name($locale.'.')->group($routes);
        }
    }

    /**
     * The name of a page route in a locale: `catalog.category` → `ru.catalog.category`.
     */
    public static function name(string $name, ?string $locale = null): string
    {
        $locale ??= app()->getLocale();

        return self::$names[$locale."\0".$name] ??= $locale === Locales::default() ? self::baseName($name) : $locale.'.'.self::baseName($name);
    }

    /**
     * A relative URL to a page route in the current (or given) locale.
     *
     * @param  array<string, mixed>  $parameters
     */
    public static function url(string $name, array $parameters = [], ?string $locale = null): string
    {
        $route = self::name($name, $locale);
        if ($parameters === [] || ! self::plain($parameters)) {
            return route($route, $parameters, false);
        }

        // A page of cards asks for the same route two dozen times: the URL generator works out its path once, with
        // placeholders, and plain values (letters, digits and hyphens: every slug and id), which it would print as
        // they are, go into their places. A relative path depends only on the route, never on the request.
        $placeholders = [];
        foreach (array_keys($parameters) as $position => $parameter) {
            $placeholders[$parameter] = 'zqz'.$position.'zqz';
        }
        $path = self::$paths[$route."\0".implode("\0", array_keys($placeholders))] ??= route($route, $placeholders, false);

        return strtr($path, array_combine($placeholders, array_map(strval(...), $parameters)));
    }

    /**
     * Whether every value is printed in a URL as it is (the generator encodes nothing in it).
     *
     * @param  array<string, mixed>  $parameters
     */
    private static function plain(array $parameters): bool
    {
        foreach ($parameters as $value) {
            if (! (is_int($value) || (is_string($value) && preg_match('/^[A-Za-z0-9-]+$/', $value) === 1))) {
                return false;
            }
        }

        return true;
    }

    /**
     * A route name without its locale prefix.
     */
    public static function baseName(string $name): string
    {
        foreach (Locales::all() as $locale) {
            if (str_starts_with($name, $locale.'.')) {
                return substr($name, strlen($locale) + 1);
            }
        }

        return $name;
    }
}
