<?php

declare(strict_types=1);

namespace App\Http\Controllers\Settings;

use App\Actions\Settings\UpdateAppearance;
use App\Enums\Appearance;
use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\UpdateAppearanceRequest;
use App\Models\User;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Response as HttpResponse;
use Inertia\Response;

/**
 * The colour scheme is the foundation's (cookie + local storage, applied by the browser); signed-in people also keep
 * it on their account, so it follows them to another browser at login.
 */
final class AppearanceController extends Controller
{
    public function edit(): Response
    {
        return SettingsPage::render('settings/appearance', 'account.settings.appearance.title', 'settings.appearance.edit');
    }

    public function update(UpdateAppearanceRequest $request, UpdateAppearance $update): RedirectResponse|HttpResponse
    {
        /** @var User $user */
        $user = $request->user();
        $update->handle($user, Appearance::from($request->string('appearance')->toString()));

        return $request->expectsJson() ? response()->noContent() : back();
    }
}
