<?php

declare(strict_types=1);

namespace App\Http\Controllers\Settings;

use App\Actions\Settings\CreateApiToken;
use App\Actions\Settings\RevokeApiToken;
use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\CreateApiTokenRequest;
use App\Models\User;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;
use Laravel\Sanctum\PersonalAccessToken;

final class ApiTokenController extends Controller
{
    public function index(Request $request): Response
    {
        /** @var User $user */
        $user = $request->user();
        $tokens = $user->tokens()->orderByDesc('id')->get()->map(static fn (PersonalAccessToken $token): array => [
            'id' => (int) $token->getKey(),
            'name' => (string) $token->getAttribute('name'),
            'created_at' => $token->created_at?->toDateString(),
            'last_used_at' => $token->last_used_at?->toDateString(),
            'expires_at' => $token->expires_at?->toDateString(),
            'expired' => $token->expires_at !== null && $token->expires_at->isPast(),
        ])->all();

        return SettingsPage::render('settings/api-tokens', 'account.settings.tokens.title', 'api-tokens.index', [
            'tokens' => $tokens,
            'lifetimes' => CreateApiToken::LIFETIMES,
            'newToken' => $request->session()->get('new_token'),
        ]);
    }

    public function store(CreateApiTokenRequest $request, CreateApiToken $create): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $token = $create->handle($user, $request->string('token_name')->toString(), $request->integer('days'));

        return redirect(LocalizedRoutes::url('api-tokens.index'))->with('new_token', $token->plainTextToken);
    }

    public function destroy(Request $request, string $token, RevokeApiToken $revoke): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        abort_unless(ctype_digit($token) && $revoke->handle($user, (int) $token), 404);

        return redirect(LocalizedRoutes::url('api-tokens.index'))->with('status', Text::get('account.settings.tokens.revoked'));
    }
}
