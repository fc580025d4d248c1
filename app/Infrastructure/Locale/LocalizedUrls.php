<?php

declare(strict_types=1);

namespace App\Infrastructure\Locale;

use Illuminate\Http\Request;

/**
 * URLs of the current page in each language, for the language switch, hreflang alternates and the canonical link.
 */
final class LocalizedUrls
{
    /**
     * @return array<string, string> locale => path with query string
     */
    public static function alternates(Request $request): array
    {
        $query = $request->getQueryString();
        $urls = [];

        foreach (Locales::all() as $locale) {
            $path = Locales::translatePath($request->path(), $locale);
            $urls[$locale] = $query === null ? $path : $path.'?'.$query;
        }

        return $urls;
    }

    /**
     * The canonical URL: absolute, in the request's own language, without query parameters.
     */
    public static function canonical(Request $request): string
    {
        return url(Locales::translatePath($request->path(), Locales::fromPath($request->path())));
    }
}
