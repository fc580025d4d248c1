<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use Illuminate\Http\Request;

/**
 * A guest's lasting identity (LastingCookieId), so a guest's cart, favourites and compare list survive a browser
 * restart and can be merged into an account at sign-in. It is issued only when a guest first stores something
 * (ensure()), not on every page view.
 */
final class GuestId
{
    public const COOKIE = 'guest_id';

    /** The request's guest id, or null when it carries none (or a malformed one). */
    public static function of(Request $request): ?string
    {
        return self::cookie()->of($request);
    }

    /** The request's guest id, issuing a new one (sent back as a cookie with the response) when it has none. */
    public static function ensure(Request $request): string
    {
        return self::cookie()->ensure($request);
    }

    /** Forgets the guest id (after its data moved into an account, say). */
    public static function forget(Request $request): void
    {
        self::cookie()->forget($request);
    }

    private static function cookie(): LastingCookieId
    {
        return new LastingCookieId(self::COOKIE, 'shopper.guest_id');
    }
}
