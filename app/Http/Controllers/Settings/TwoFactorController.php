<?php

declare(strict_types=1);

namespace App\Http\Controllers\Settings;

use App\Actions\Settings\ConfirmTwoFactor;
use App\Actions\Settings\DisableTwoFactor;
use App\Actions\Settings\EnableTwoFactor;
use App\Actions\Settings\RegenerateRecoveryCodes;
use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\ConfirmTwoFactorRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Services\Auth\Totp;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

final class TwoFactorController extends Controller
{
    public function show(Request $request): Response
    {
        /** @var User $user */
        $user = $request->user();
        $pending = $user->two_factor_secret !== null && $user->two_factor_confirmed_at === null;

        return SettingsPage::render('settings/two-factor', 'account.settings.two_factor.title', 'settings.two-factor.show', [
            'enabled' => $user->hasTwoFactorEnabled(),
            // The secret is shown only while setting up, to be scanned or typed into the app.
            'setup' => $pending ? [
                'secret' => $user->two_factor_secret,
                'uri' => Totp::uri((string) config('app.name'), $user->email, $user->two_factor_secret),
            ] : null,
            'recoveryCodes' => $request->session()->get('recovery_codes'),
            'recoveryCodesLeft' => $user->hasTwoFactorEnabled() ? $user->recoveryCodes()->count() : 0,
        ]);
    }

    public function enable(Request $request, EnableTwoFactor $enable): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $enable->handle($user);

        return redirect(LocalizedRoutes::url('settings.two-factor.show'));
    }

    public function confirm(ConfirmTwoFactorRequest $request, ConfirmTwoFactor $confirm): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $codes = $confirm->handle($user, $request->string('code')->toString());

        return redirect(LocalizedRoutes::url('settings.two-factor.show'))
            ->with('recovery_codes', $codes)
            ->with('status', Text::get('account.settings.two_factor.enabled_status'));
    }

    public function regenerate(Request $request, RegenerateRecoveryCodes $regenerate): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        if (! $user->hasTwoFactorEnabled()) {
            return redirect(LocalizedRoutes::url('settings.two-factor.show'));
        }

        return redirect(LocalizedRoutes::url('settings.two-factor.show'))->with('recovery_codes', $regenerate->handle($user));
    }

    public function disable(Request $request, DisableTwoFactor $disable): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $disable->handle($user);

        return redirect(LocalizedRoutes::url('settings.two-factor.show'))->with('status', Text::get('account.settings.two_factor.disabled_status'));
    }
}
