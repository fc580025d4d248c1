<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\TwoFactor;

use App\Actions\Settings\ConfirmTwoFactor;
use App\Actions\Settings\EnableTwoFactor;
use App\Http\Controllers\Controller;
use App\Http\Middleware\Admin\RequireStaffTwoFactor;
use App\Http\Middleware\RequirePasswordConfirmation;
use App\Http\Requests\Admin\TwoFactor\ConfirmStaffTwoFactorRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Services\Auth\Totp;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * /admin/doi-factori: a staff member without two-factor sign-in sets it up here, in the back office's onboarding
 * frame and their language: why the back office needs it, the QR code, the first code, the recovery codes once, then
 * on to the admin page they were going to. The secret is shown only after a recent password confirmation (a password
 * just set from an invitation counts: ResetPasswordController); a member who has it on sees only that it is on.
 */
final class TwoFactorSetupController extends Controller
{
    public function show(Request $request): Response|RedirectResponse
    {
        $user = self::user($request);
        $enabled = $user->hasTwoFactorEnabled();
        if (! $enabled && ! RequirePasswordConfirmation::isRecent($request)) {
            return redirect()->guest(LocalizedRoutes::url('password.confirm'));
        }
        $secret = $enabled ? null : $user->two_factor_secret;

        return Page::render('admin/two-factor/setup', Text::get('admin.onboarding.title'), [
            'enabled' => $enabled,
            'setup' => $secret !== null ? [
                'secret' => $secret,
                'uri' => Totp::uri((string) config('app.name'), $user->email, $secret),
            ] : null,
            // Flashed once by confirm(): shown on this visit only.
            'recoveryCodes' => $enabled ? $request->session()->get('recovery_codes') : null,
            'continueTo' => RequireStaffTwoFactor::destination($request),
        ]);
    }

    public function enable(Request $request, EnableTwoFactor $enable): RedirectResponse
    {
        $enable->handle(self::user($request));

        return redirect()->route('admin.two-factor.show');
    }

    public function confirm(ConfirmStaffTwoFactorRequest $request, ConfirmTwoFactor $confirm): RedirectResponse
    {
        $codes = $confirm->handle(self::user($request), $request->string('code')->toString());

        return redirect()->route('admin.two-factor.show')->with('recovery_codes', $codes);
    }

    private static function user(Request $request): User
    {
        $user = $request->user();
        assert($user instanceof User);

        return $user;
    }
}
