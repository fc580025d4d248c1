<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Actions\Auth\AttemptLogin;
use App\Actions\Auth\SignOut;
use App\Http\Controllers\Controller;
use App\Http\Requests\Auth\LoginRequest;
use App\Infrastructure\Http\RendersForm;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Security\ClientContext;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

final class LoginController extends Controller implements RendersForm
{
    public function form(Request $request): Response
    {
        return Page::render('auth/login', Text::get('account.login.title'), [
            'status' => $request->session()->get('status'),
        ]);
    }

    public function store(LoginRequest $request, AttemptLogin $login): RedirectResponse
    {
        $needsSecondFactor = $login->handle($request->session(), ClientContext::of($request), $request->string('email')->toString(), $request->string('password')->toString(), $request->boolean('remember'));

        return $needsSecondFactor
            ? redirect(LocalizedRoutes::url('two-factor.login'))
            : redirect()->intended(LocalizedRoutes::url('account.dashboard'));
    }

    public function destroy(Request $request, SignOut $signOut): RedirectResponse
    {
        $signOut->handle($request->session());

        return redirect(LocalizedRoutes::url('home'));
    }
}
