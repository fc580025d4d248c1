<?php

declare(strict_types=1);

namespace App\Http\Controllers\Settings;

use App\Actions\Settings\CreateApiToken;
use App\Actions\Settings\RevokeApiToken;
use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\CreateApiTokenRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Support\Dates;
use App\Support\Text;
use DateTimeInterface;
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
        /** @var list<PersonalAccessToken> $models */
        $models = $user->tokens()->orderByDesc('id')->get()->all();
        $tokens = array_map(static function (PersonalAccessToken $token): array {
            $expiresAt = $token->getAttribute('expires_at');

            return [
                'id' => (int) $token->getKey(),
                'name' => (string) $token->getAttribute('name'),
                'created_at' => self::date($token->getAttribute('created_at')),
                'last_used_at' => self::date($token->getAttribute('last_used_at')),
                'expires_at' => self::date($expiresAt),
                'expired' => $expiresAt instanceof DateTimeInterface && $expiresAt <= now(),
            ];
        }, $models);

        return SettingsPage::render('settings/api-tokens', 'account.settings.tokens.title', 'settings.api-tokens.index', [
            'tokens' => $tokens,
            'lifetimes' => CreateApiToken::LIFETIMES,
            'newToken' => $request->session()->get('new_token'),
        ]);
    }

    private static function date(mixed $value): ?string
    {
        return $value instanceof DateTimeInterface ? Dates::day($value) : null;
    }

    public function store(CreateApiTokenRequest $request, CreateApiToken $create): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $token = $create->handle($user, $request->string('token_name')->toString(), $request->integer('days'));

        return redirect(LocalizedRoutes::url('settings.api-tokens.index'))->with('new_token', $token->plainTextToken);
    }

    public function destroy(Request $request, string $token, RevokeApiToken $revoke): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        abort_unless(ctype_digit($token) && $revoke->handle($user, (int) $token), 404);

        return redirect(LocalizedRoutes::url('settings.api-tokens.index'))->with('status', Text::get('account.settings.tokens.revoked'));
    }
}
