<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use Illuminate\Http\Request;

/**
 * A guest's recently viewed products are kept under a random id in a cookie of their own (LastingCookieId: encrypted,
 * HTTP-only, SameSite=Lax, a year), issued by the first product view. It is deliberately not one of the state cookies
 * (AnonymousRequest): nothing on a page depends on it, because the list reaches the page through its own JSON request,
 * so a shopper who only browses keeps getting the cached public pages. Merged into the account at sign-in.
 */
final class ViewerId
{
    public const COOKIE = 'viewer_id';

    /** The request's viewer id, or null when it carries none (or a malformed one). */
    public static function of(Request $request): ?string
    {
        return self::cookie()->of($request);
    }

    /** The request's viewer id, issuing a new one (sent back as a cookie with the response) when it has none. */
    public static function ensure(Request $request): string
    {
        return self::cookie()->ensure($request);
    }

    private static function cookie(): LastingCookieId
    {
        return new LastingCookieId(self::COOKIE, 'shopper.viewer_id');
    }
}
