<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cookie;
use Illuminate\Support\Str;

/**
 * A guest's lasting identity: a random id in an encrypted, HTTP-only cookie kept for a year, so a guest's cart,
 * favourites and compare list survive a browser restart and can be merged into an account at sign-in. It is issued
 * only when a guest first stores something (ensure()), not on every page view.
 */
final class GuestId
{
    public const COOKIE = 'guest_id';

    private const ATTRIBUTE = 'shopper.guest_id';

    private const MINUTES = 60 * 24 * 365;

    /** The request's guest id, or null when it carries none (or a malformed one). */
    public static function of(Request $request): ?string
    {
        $issued = $request->attributes->get(self::ATTRIBUTE);
        if (is_string($issued)) {
            return $issued;
        }

        $id = $request->cookies->get(self::COOKIE);

        return is_string($id) && preg_match('/^[A-Za-z0-9]{40}$/', $id) === 1 ? $id : null;
    }

    /** The request's guest id, issuing a new one (sent back as a cookie with the response) when it has none. */
    public static function ensure(Request $request): string
    {
        $id = self::of($request);
        if ($id !== null) {
            return $id;
        }

        $id = Str::random(40);
        $request->attributes->set(self::ATTRIBUTE, $id);
        Cookie::queue(Cookie::make(self::COOKIE, $id, self::MINUTES, httpOnly: true, sameSite: 'lax'));

        return $id;
    }

    /** Forgets the guest id (after its data moved into an account, say). */
    public static function forget(Request $request): void
    {
        $request->attributes->remove(self::ATTRIBUTE);
        Cookie::queue(Cookie::forget(self::COOKIE));
    }
}
