<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Support\Text;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Pages for verified accounts only: others go to the page that resends the link, in their language.
 */
final class EnsureEmailIsVerified
{
    public function handle(Request $request, Closure $next): Response
    {
        $user = $request->user();
        if ($user instanceof User && ! $user->hasVerifiedEmail()) {
            return $request->expectsJson()
                ? response()->json(['message' => Text::get('account.verify.required')], 403)
                : redirect()->guest(LocalizedRoutes::url('verification.notice'));
        }

        return $next($request);
    }
}
