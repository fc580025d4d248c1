<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\Locale\LocalizedRoutes;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Sensitive settings ask for the password again when it was last confirmed more than `auth.password_timeout`
 * seconds ago (three hours by default).
 */
final class RequirePasswordConfirmation
{
    public const SESSION_KEY = 'auth.password_confirmed_at';

    public function handle(Request $request, Closure $next): Response
    {
        if (self::isRecent($request)) {
            return $next($request);
        }

        return $request->expectsJson()
            ? response()->json(['message' => __('account.confirm.intro')], 423)
            : redirect()->guest(LocalizedRoutes::url('password.confirm'));
    }

    public static function isRecent(Request $request): bool
    {
        $confirmedAt = (int) $request->session()->get(self::SESSION_KEY, 0);

        return now()->getTimestamp() - $confirmedAt < (int) config('auth.password_timeout', 10800);
    }
}
