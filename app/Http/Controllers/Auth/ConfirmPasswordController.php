<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Http\Middleware\RequirePasswordConfirmation;
use App\Http\Requests\Auth\ConfirmPasswordRequest;
use App\Infrastructure\Http\RendersForm;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\RateLimits\Attempts;
use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Models\User;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Hash;
use Illuminate\Validation\ValidationException;
use Inertia\Response;

final class ConfirmPasswordController extends Controller implements RendersForm
{
    public function form(Request $request): Response
    {
        return Page::render('auth/confirm-password', Text::get('account.confirm.title'));
    }

    public function store(ConfirmPasswordRequest $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        Attempts::count(RateLimitPolicy::CONFIRM_PASSWORD, $request);

        if (! Hash::check($request->string('password')->toString(), $user->password)) {
            throw ValidationException::withMessages(['password' => Text::get('auth.password')]);
        }

        Attempts::clear(RateLimitPolicy::CONFIRM_PASSWORD, $request);
        $request->session()->put(RequirePasswordConfirmation::SESSION_KEY, now()->getTimestamp());

        return redirect()->intended(LocalizedRoutes::url('account.dashboard'));
    }
}
