<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Http\Middleware\RequirePasswordConfirmation;
use App\Http\Requests\Auth\ConfirmPasswordRequest;
use App\Models\User;
use App\Support\Auth\RendersForm;
use App\Support\Auth\Throttle;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Page;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\RateLimiter;
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
        $key = Throttle::key('confirm', (string) $user->id);
        Throttle::ensure($key, 5, 'password');

        if (! Hash::check($request->string('password')->toString(), $user->password)) {
            RateLimiter::hit($key, 60);

            throw ValidationException::withMessages(['password' => Text::get('auth.password')]);
        }

        RateLimiter::clear($key);
        $request->session()->put(RequirePasswordConfirmation::SESSION_KEY, now()->getTimestamp());

        return redirect()->intended(LocalizedRoutes::url('dashboard'));
    }
}
