<?php

declare(strict_types=1);

namespace App\Http\Middleware\Admin;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Support\Text;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Staff must sign in with two factors: a staff account without two-factor sign-in is sent to set it up (the
 * account's own settings page) before any admin page, and comes back here once it is on.
 */
final class RequireStaffTwoFactor
{
    public function handle(Request $request, Closure $next): Response
    {
        $user = $request->user();
        if ($user instanceof User && ! $user->hasTwoFactorEnabled()) {
            $request->session()->put('url.intended', $request->fullUrl());

            return redirect(LocalizedRoutes::url('settings.two-factor.show', [], $user->locale))
                ->with('status', Text::get('admin.two_factor_required', [], $user->locale));
        }

        return $next($request);
    }
}
