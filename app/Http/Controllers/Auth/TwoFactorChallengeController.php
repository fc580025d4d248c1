<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Actions\Auth\PassTwoFactorChallenge;
use App\Http\Controllers\Controller;
use App\Http\Requests\Auth\TwoFactorChallengeRequest;
use App\Infrastructure\Http\RendersForm;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Security\ClientContext;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

final class TwoFactorChallengeController extends Controller implements RendersForm
{
    public function form(Request $request): Response
    {
        return Page::render('auth/two-factor-challenge', Text::get('account.two_factor_challenge.title'));
    }

    public function create(Request $request): Response|RedirectResponse
    {
        return PassTwoFactorChallenge::pendingUser($request->session()) === null
            ? redirect(LocalizedRoutes::url('login'))
            : $this->form($request);
    }

    public function store(TwoFactorChallengeRequest $request, PassTwoFactorChallenge $challenge): RedirectResponse
    {
        $challenge->handle($request->session(), ClientContext::of($request), $request->input('code'), $request->input('recovery_code'));

        return redirect()->intended(LocalizedRoutes::url('account.dashboard'));
    }
}
