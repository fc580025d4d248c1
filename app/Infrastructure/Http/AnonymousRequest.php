<?php

declare(strict_types=1);

namespace App\Infrastructure\Http;

use App\Infrastructure\Shopper\GuestId;
use Closure;
use Illuminate\Auth\AuthManager;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * The one rule of who is an anonymous shopper: a GET or HEAD request that carries none of the cookies that hold a
 * shopper's state — the session, a "remember me" cookie, the guest id of a guest's cart and lists, the XSRF-TOKEN
 * that comes with a session. Such a request gets the public page, the same for everyone; any of those cookies
 * gets the shopper's own page. nginx's cache bypass is rendered from cookiePatterns(), so both follow one list.
 */
final class AnonymousRequest
{
    /** Set on a request while a public page is served to it anonymously (see App\Http\Middleware\PublicPage). */
    public const SERVED = 'page.public.anonymous';

    public const XSRF_COOKIE = 'XSRF-TOKEN';

    /** Prefix of the "remember me" cookies, one per guard: remember_web_{hash}. */
    public const REMEMBER_PREFIX = 'remember_';

    public static function matches(Request $request): bool
    {
        if (! $request->isMethod('GET') && ! $request->isMethod('HEAD')) {
            return false;
        }

        foreach ($request->cookies->keys() as $name) {
            if (self::isStateCookie($name)) {
                return false;
            }
        }

        // Someone the application already knows without a cookie (a test's actingAs()) is not anonymous either. Only
        // asked of guards already made: making one here would bind it to a session store before StartSession runs.
        $auth = app()->resolved('auth') ? app('auth') : null;

        return ! ($auth instanceof AuthManager && $auth->hasResolvedGuards() && $auth->guard()->hasUser());
    }

    public static function isStateCookie(string $name): bool
    {
        return in_array($name, self::cookieNames(), true) || str_starts_with($name, self::REMEMBER_PREFIX);
    }

    /**
     * The state cookies' exact names.
     *
     * @return list<string>
     */
    public static function cookieNames(): array
    {
        return [config()->string('session.cookie'), GuestId::COOKIE, self::XSRF_COOKIE];
    }

    /**
     * The state cookies as regular expressions over a cookie's name, for a proxy's "has any of them" test (nginx
     * maps `$http_cookie` with them): the exact names, then the "remember me" prefix.
     *
     * @return list<string>
     */
    public static function cookiePatterns(): array
    {
        return [
            ...array_map(static fn (string $name): string => '^'.preg_quote($name, '/').'$', self::cookieNames()),
            '^'.preg_quote(self::REMEMBER_PREFIX, '/'),
        ];
    }

    /** Whether this request is being answered with the public page (set while the page renders). */
    public static function isServed(Request $request): bool
    {
        return $request->attributes->get(self::SERVED) === true;
    }

    /**
     * Runs an anonymous request with a session kept in memory only, and takes the session's cookie and the XSRF-TOKEN
     * off its response: they belong to no one (a shopper gets theirs from GET /stare before their first action).
     *
     * @param  Closure(): Response  $handle
     */
    public static function withSessionInMemory(Closure $handle): Response
    {
        $driver = config('session.driver');
        config(['session.driver' => 'array']);
        try {
            $response = $handle();
        } finally {
            config(['session.driver' => $driver]);
        }

        $path = config()->string('session.path', '/');
        $domain = config('session.domain');
        $domain = is_string($domain) ? $domain : null;
        foreach ([config()->string('session.cookie'), self::XSRF_COOKIE] as $name) {
            $response->headers->removeCookie($name, $path, $domain);
        }

        return $response;
    }
}
