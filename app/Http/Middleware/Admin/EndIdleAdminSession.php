<?php

declare(strict_types=1);

namespace App\Http\Middleware\Admin;

use App\Actions\Auth\SignOut;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Support\Text;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * How long a staff session opens the back office. A staff member is signed out at their next admin request when:
 * - the session was revived by the remember-me cookie rather than opened with the password (and the second factor):
 *   remember-me keeps a shopper signed in, never a back office left on a shared laptop
 *   (App\Listeners\RestartAdminIdleClock marks such sessions);
 * - their last admin request is older than `admin.idle_minutes` (30 by default);
 * - the session is older than `admin.absolute_hours` (12), however busy.
 * Each sign-out also drops the browser's encrypted history, so Back shows nothing of the back office. They sign in
 * again and land where they were.
 */
final class EndIdleAdminSession
{
    public const SESSION_KEY = 'admin.seen_at';

    /** When this session's staff member last typed their password (and passed the second factor). */
    public const SIGNED_IN_KEY = 'admin.signed_in_at';

    /** Set when the remember-me cookie, not a password, signed this session in. */
    public const REVIVED_KEY = 'admin.revived_by_remember_me';

    public function handle(Request $request, Closure $next): Response
    {
        $session = $request->session();
        $now = now()->getTimestamp();
        // The menu's badges ask on their own every 30 seconds while a tab is open (MenuBadgesController): that is not the
        // staff member at work, so it neither keeps the session alive nor ends it; an idle session answers 401 there
        // and the next page the person opens signs them out and brings them back to it.
        $polling = $request->routeIs('admin.badges');
        if ($session->get(self::REVIVED_KEY) === true) {
            return $polling ? response()->json(null, 401) : self::signOut($request, 'admin.sign_in_again');
        }

        // A sign-in forgets the stamp (App\Listeners\RestartAdminIdleClock), so a fresh sign-in starts a fresh clock.
        $seenAt = $session->get(self::SESSION_KEY);
        if (is_int($seenAt) && $now - $seenAt > config()->integer('admin.idle_minutes') * 60) {
            return $polling ? response()->json(null, 401) : self::signOut($request, 'admin.session_expired');
        }
        $signedInAt = $session->get(self::SIGNED_IN_KEY);
        if (is_int($signedInAt) && $now - $signedInAt > config()->integer('admin.absolute_hours') * 3600) {
            return $polling ? response()->json(null, 401) : self::signOut($request, 'admin.session_ended');
        }
        if ($polling) {
            return $next($request);
        }

        if (! is_int($signedInAt)) {
            $session->put(self::SIGNED_IN_KEY, $now);
        }
        $session->put(self::SESSION_KEY, $now);

        return $next($request);
    }

    private static function signOut(Request $request, string $reason): Response
    {
        $locale = app()->getLocale();
        $session = $request->session();
        // Forgets the remember-me cookie too: the next visit to the shop asks for the password again.
        app(SignOut::class)->handle($session);
        $session->put('url.intended', $request->method() === 'GET' ? $request->fullUrl() : url('/admin'));

        return redirect(LocalizedRoutes::url('login', [], $locale))->with('status', Text::get($reason));
    }
}
