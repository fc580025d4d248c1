<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cookie;
use Illuminate\Support\Str;

/**
 * A random id in an encrypted, HTTP-only, SameSite=Lax cookie kept for a year, issued the first time it is needed
 * (ensure()), not on every page view; an id issued during a request is kept in one of its attributes, so the rest of
 * the request reads it before the cookie is sent. GuestId (a guest's cart and lists) and ViewerId (their recently
 * viewed products) are two of them.
 */
final readonly class LastingCookieId
{
    private const MINUTES = 60 * 24 * 365;

    public function __construct(private string $cookie, private string $attribute)
    {
    }

    /** The request's id, or null when it carries none (or a malformed one). */
    public function of(Request $request): ?string
    {
        $issued = $request->attributes->get($this->attribute);
        if (is_string($issued)) {
            return $issued;
        }

        $id = $request->cookies->get($this->cookie);

        return is_string($id) && preg_match('/^[A-Za-z0-9]{40}$/', $id) === 1 ? $id : null;
    }

    /** The request's id, issuing a new one (sent back as a cookie with the response) when it has none. */
    public function ensure(Request $request): string
    {
        $id = $this->of($request);
        if ($id !== null) {
            return $id;
        }

        $id = Str::random(40);
        $request->attributes->set($this->attribute, $id);
        Cookie::queue(Cookie::make($this->cookie, $id, self::MINUTES, httpOnly: true, sameSite: 'lax'));

        return $id;
    }

    /** Forgets the id (after its data moved into an account, say). */
    public function forget(Request $request): void
    {
        $request->attributes->remove($this->attribute);
        Cookie::queue(Cookie::forget($this->cookie));
    }
}
