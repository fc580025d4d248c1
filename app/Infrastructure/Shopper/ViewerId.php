<?php

declare(strict_types=1);

namespace App\Infrastructure\Shopper;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cookie;
use Illuminate\Support\Str;

/**
 * A guest's recently viewed products are kept under a random id in a cookie of their own (encrypted, HTTP-only,
 * SameSite=Lax, a year), issued by the first product view. It is deliberately not one of the state cookies
 * (AnonymousRequest): nothing on a page depends on it, because the list reaches the page through its own JSON request,
 * so a shopper who only browses keeps getting the cached public pages. Merged into the account at sign-in.
 */
final class ViewerId
{
    public const COOKIE = 'viewer_id';

    private const ATTRIBUTE = 'shopper.viewer_id';

    private const MINUTES = 60 * 24 * 365;

    /** The request's viewer id, or null when it carries none (or a malformed one). */
    public static function of(Request $request): ?string
    {
        $issued = $request->attributes->get(self::ATTRIBUTE);
        if (is_string($issued)) {
            return $issued;
        }

        $id = $request->cookies->get(self::COOKIE);

        return is_string($id) && preg_match('/^[A-Za-z0-9]{40}$/', $id) === 1 ? $id : null;
    }

    /** The request's viewer id, issuing a new one (sent back as a cookie with the response) when it has none. */
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
}
