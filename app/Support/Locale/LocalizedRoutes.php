<?php

declare(strict_types=1);

namespace App\Support\Locale;

use Closure;
use Illuminate\Support\Facades\Route;

/**
 * Registers a group of page routes once per locale: `home` at `/` and `ru.home` at `/ru`.
 */
final class LocalizedRoutes
{
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
        $base = self::baseName($name);

        return $locale === Locales::default() ? $base : $locale.'.'.$base;
    }

    /**
     * A relative URL to a page route in the current (or given) locale.
     *
     * @param  array<string, mixed>  $parameters
     */
    public static function url(string $name, array $parameters = [], ?string $locale = null): string
    {
        return route(self::name($name, $locale), $parameters, false);
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
