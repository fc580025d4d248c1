<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Actions\Auth\SignOut;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Support\Text;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * A disabled account is signed out at its very next request, in every browser it is signed in on (the account row
 * is read on each request, so disabling takes effect at once whatever the session driver).
 */
final class SignOutDisabledAccounts
{
    public function handle(Request $request, Closure $next): Response
    {
        $user = $request->user();
        if (! $user instanceof User || $user->disabled_at === null) {
            return $next($request);
        }

        app(SignOut::class)->handle($request->session());

        return redirect(LocalizedRoutes::url('login', [], Locales::fromRequest($request)))
            ->with('status', Text::get('auth.disabled'));
    }
}
