<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Actions\Auth\LogInUser;
use App\Actions\Auth\ResetUserPassword;
use App\Http\Controllers\Controller;
use App\Http\Middleware\RequirePasswordConfirmation;
use App\Http\Requests\Auth\ResetPasswordRequest;
use App\Infrastructure\Http\QueryText;
use App\Infrastructure\Http\RendersForm;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

final class ResetPasswordController extends Controller implements RendersForm
{
    public function form(Request $request): Response
    {
        $token = $request->route('token');

        return Page::render('auth/reset-password', Text::get('account.reset.title'), [
            'token' => is_string($token) ? $token : $request->string('token')->toString(),
            'email' => QueryText::of($request, 'email'),
        ]);
    }

    /**
     * With two-factor on, the new password only opens the second step: a mailbox alone must not open the account.
     */
    public function store(ResetPasswordRequest $request, ResetUserPassword $reset, LogInUser $logIn): RedirectResponse
    {
        /** @var array{token: string, email: string, password: string} $data */
        $data = $request->safe(['token', 'email', 'password']);
        $user = $reset->handle($data, (string) $request->ip());

        if ($user->hasTwoFactorEnabled()) {
            $request->session()->put(['login.id' => $user->id, 'login.remember' => false, 'login.at' => now()->getTimestamp()]);

            return redirect(LocalizedRoutes::url('two-factor.login'))->with('status', Text::get('passwords.reset'));
        }

        $logIn->handle($request->session(), $user, false);

        // Staff go on to the back office, which first has them turn on two-factor sign-in. The password they typed
        // twice a moment ago counts as this session's password confirmation (the usual auth.password_timeout from
        // now), so the setup does not ask for it a third time; only this new session carries it, and only a set that
        // signed them in here (no second factor yet) gives it.
        if ($user->isActiveStaff()) {
            $request->session()->put(RequirePasswordConfirmation::SESSION_KEY, now()->getTimestamp());

            return redirect('/admin')->with('status', Text::get('passwords.reset'));
        }

        return redirect(LocalizedRoutes::url('account.dashboard'))->with('status', Text::get('passwords.reset'));
    }
}
