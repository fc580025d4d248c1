<?php

declare(strict_types=1);

namespace App\Http\Controllers\Settings;

use App\Actions\Settings\DeleteAccount;
use App\Actions\Settings\UpdateProfile;
use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\DeleteAccountRequest;
use App\Http\Requests\Settings\UpdateProfileRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Queries\Account\AccountDetails;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

final class ProfileController extends Controller
{
    public function edit(Request $request): Response
    {
        /** @var User $user */
        $user = $request->user();

        return SettingsPage::render('settings/profile', 'account.settings.profile.title', 'settings.profile.edit', [
            'account' => AccountDetails::of($user),
        ]);
    }

    public function update(UpdateProfileRequest $request, UpdateProfile $update): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        /** @var array{name: string, email: string, phone: ?string, locale: string} $data */
        $data = $request->safe(['name', 'email', 'phone', 'locale']) + ['phone' => null];
        $asked = $update->handle($user, $data);

        // The same answer whether the new address is free or another account's (UpdateProfile).
        return redirect(LocalizedRoutes::url('settings.profile.edit'))
            ->with('status', $asked ? Text::get('account.settings.profile.email_pending', ['email' => $user->pending_email ?? '']) : Text::get('account.settings.saved'));
    }

    public function destroy(DeleteAccountRequest $request, DeleteAccount $delete): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $delete->handle($request->session(), $user);
        Inertia::clearHistory();

        return redirect(LocalizedRoutes::url('home'));
    }
}
