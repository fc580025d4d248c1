<?php

declare(strict_types=1);

namespace App\Http\Middleware\Admin;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Session\Store;
use Symfony\Component\HttpFoundation\Response;

/**
 * Staff must sign in with two factors: a staff account without two-factor sign-in is sent to the back office's own
 * setup page (/admin/doi-factori, in the onboarding frame) before any other admin page, and goes on from there to the
 * page it asked for.
 */
final class RequireStaffTwoFactor
{
    /** The admin page a staff member was going to when they were sent to set up two-factor sign-in. */
    public const DESTINATION_KEY = 'admin.two_factor_destination';

    public function handle(Request $request, Closure $next): Response
    {
        $user = $request->user();
        if ($user instanceof User && ! $user->hasTwoFactorEnabled()) {
            if ($request->isMethod('GET')) {
                $request->session()->put(self::DESTINATION_KEY, $request->getRequestUri());
            }
            // "Password saved" from the set-password page reaches the setup page through this redirect.
            $session = $request->session();
            if ($session instanceof Store) {
                $session->keep(['status']);
            }

            return redirect()->route('admin.two-factor.show');
        }

        return $next($request);
    }

    /**
     * Where the setup page's "continue" goes: the admin page remembered above, or the dashboard. Only a path under
     * /admin (other than the setup page) is ever used, so nothing placed in the session can send anyone off the site.
     */
    public static function destination(Request $request): string
    {
        $path = $request->session()->get(self::DESTINATION_KEY);
        $valid = is_string($path) && preg_match('#^/admin(?:[/?]|$)#', $path) === 1 && ! str_starts_with($path, '/admin/doi-factori');

        return $valid ? $path : '/admin';
    }
}
