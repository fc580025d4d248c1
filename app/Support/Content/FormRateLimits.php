<?php

declare(strict_types=1);

namespace App\Support\Content;

use App\Http\Middleware\SetLocaleFromUrl;
use App\Support\Locale\Locales;
use App\Support\Text;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Http\Exceptions\ThrottleRequestsException;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Symfony\Component\HttpFoundation\Response;

/**
 * Limits on the shoppers' forms, per client address and form. Someone who submits too often from the page gets the
 * form back with a message above it (nothing typed is lost); any other client gets the 429 page.
 */
final class FormRateLimits
{
    public const ATTEMPTS = 10;

    public const MINUTES = 10;

    public const FORMS = ['job-applications', 'credit-requests'];

    public static function register(): void
    {
        foreach (self::FORMS as $form) {
            RateLimiter::for($form, static fn (Request $request): Limit => Limit::perMinutes(self::MINUTES, self::ATTEMPTS)
                ->by($form.'|'.$request->ip())
                ->response(static fn (Request $request, array $headers): Response => self::tooMany($request, $headers)));
        }
    }

    /**
     * @param  array<string, int|string>  $headers
     */
    private static function tooMany(Request $request, array $headers): Response
    {
        // The limiter can run before the locale middleware (middleware priority), so the URL decides the language here.
        SetLocaleFromUrl::apply(Locales::fromRequest($request));
        $message = Text::get('forms.throttled', ['minutes' => (int) ceil((int) ($headers['Retry-After'] ?? 60) / 60)]);
        if ($request->header('X-Inertia') !== null) {
            return back()->withErrors(['form' => $message])->withHeaders($headers);
        }

        throw new ThrottleRequestsException($message, null, $headers);
    }
}
