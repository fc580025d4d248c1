<?php

declare(strict_types=1);

namespace App\Http\Middleware\Admin;

use App\Support\Locale\LocalizedRoutes;
use App\Support\Text;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Symfony\Component\HttpFoundation\Response;

/**
 * Signs a staff member out when their last admin request is older than `admin.idle_minutes` (30 by default): a
 * laptop left open at the counter does not stay in the back office. They sign in again and land where they were.
 */
final class EndIdleAdminSession
{
    public const SESSION_KEY = 'admin.seen_at';

    public function handle(Request $request, Closure $next): Response
    {
        $session = $request->session();
        // A sign-in forgets the stamp (App\Listeners\RestartAdminIdleClock), so a fresh sign-in starts a fresh clock.
        $seenAt = $session->get(self::SESSION_KEY);
        $idleSeconds = config()->integer('admin.idle_minutes') * 60;

        if (is_int($seenAt) && now()->getTimestamp() - $seenAt > $idleSeconds) {
            $locale = app()->getLocale();
            Auth::logout();
            $session->invalidate();
            $session->regenerateToken();
            $session->put('url.intended', $request->method() === 'GET' ? $request->fullUrl() : url('/admin'));

            return redirect(LocalizedRoutes::url('login', [], $locale))->with('status', Text::get('admin.session_expired'));
        }

        $session->put(self::SESSION_KEY, now()->getTimestamp());

        return $next($request);
    }
}
