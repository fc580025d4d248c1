<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\UpdateAdminLocaleRequest;
use App\Models\User;
use Illuminate\Http\RedirectResponse;

/** Saves the language a staff member works in (the back office's pages and the mails the shop sends them). */
final class LocaleController extends Controller
{
    public function __invoke(UpdateAdminLocaleRequest $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $user->forceFill(['locale' => $request->string('locale')->toString()])->save();

        return back(fallback: '/admin');
    }
}
