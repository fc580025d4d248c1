<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Support\Text;
use Closure;
use Illuminate\Contracts\Auth\Authenticatable;
use Illuminate\Http\Request;
use Laravel\Sanctum\Contracts\HasApiTokens;
use Laravel\Sanctum\PersonalAccessToken;
use Symfony\Component\HttpFoundation\Response;

/**
 * `/api` accepts `Authorization: Token {token}` (the API's documented form) and `Bearer {token}`. A request without the header
 * goes on as a guest; one with an unknown, malformed or expired token gets a 401 JSON answer, never a redirect.
 */
final class AuthenticateApiToken
{
    public function handle(Request $request, Closure $next): Response
    {
        $header = (string) $request->headers->get('Authorization', '');
        if ($header === '') {
            return $next($request);
        }

        $user = self::userFor($header);
        if ($user === null) {
            return response()->json(['message' => Text::get('errors.401.message')], 401);
        }

        auth()->guard()->setUser($user);

        return $next($request);
    }

    private static function userFor(string $header): ?Authenticatable
    {
        if (preg_match('/^(?:Token|Bearer)\s+(\S+)$/i', trim($header), $match) !== 1) {
            return null;
        }

        $token = PersonalAccessToken::findToken($match[1]);
        if (! $token instanceof PersonalAccessToken) {
            return null;
        }

        $expiresAt = $token->getAttribute('expires_at');
        if ($expiresAt instanceof \DateTimeInterface && $expiresAt <= now()) {
            return null;
        }

        $user = $token->getAttribute('tokenable');
        if (! $user instanceof Authenticatable || ! $user instanceof HasApiTokens) {
            return null;
        }

        $token->forceFill(['last_used_at' => now()])->save();
        $user->withAccessToken($token);

        return $user;
    }
}
