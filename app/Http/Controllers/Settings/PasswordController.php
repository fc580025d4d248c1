<?php

declare(strict_types=1);

namespace App\Http\Controllers\Settings;

use App\Actions\Settings\UpdatePassword;
use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\UpdatePasswordRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Support\Text;
use Illuminate\Auth\SessionGuard;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Auth;
use Inertia\Response;

final class PasswordController extends Controller
{
    public function edit(): Response
    {
        return SettingsPage::render('settings/password', 'account.settings.password.title', 'settings.password.edit');
    }

    public function update(UpdatePasswordRequest $request, UpdatePassword $update): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $guard = Auth::guard('web');
        $remembered = $guard instanceof SessionGuard && $request->cookies->has($guard->getRecallerName());
        $update->handle($request->session(), $user, $request->string('password')->toString(), $remembered);

        return redirect(LocalizedRoutes::url('settings.password.edit'))->with('status', Text::get('account.settings.password.saved'));
    }
}
