<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\Admin\AdminArea;
use App\Infrastructure\Locale\Locales;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Symfony\Component\HttpFoundation\Response;

/**
 * Sets the application locale from the URL: `/ru/…` is Russian, `/api/{lang}/…` follows `{lang}`, `/admin` the
 * staff member's own choice, the rest Romanian.
 */
final class SetLocaleFromUrl
{
    public function handle(Request $request, Closure $next): Response
    {
        // The back office speaks the language its staff member picked, whatever the URL.
        self::apply(AdminArea::matches($request) ? AdminArea::locale($request) : Locales::fromRequest($request));

        return $next($request);
    }

    public static function apply(string $locale): void
    {
        app()->setLocale($locale);
        Carbon::setLocale($locale);
    }
}
