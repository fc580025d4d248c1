<?php

declare(strict_types=1);

namespace App\Infrastructure\Security;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

/**
 * The `security` log channel: sign-in failures and lock-outs, two-factor changes, password and e-mail changes, API
 * tokens created and revoked. Each line names the event, the account (when known) and the client address; never a
 * password, code, token or link.
 */
final class SecurityLog
{
    /**
     * @param  array<string, scalar|null>  $context  extra facts that are not secrets (a token's name, a limiter's name)
     */
    public static function record(string $event, ?int $userId, ?Request $request = null, array $context = []): void
    {
        $request ??= request();

        Log::channel('security')->info($event, [
            'event' => $event,
            'user_id' => $userId,
            'ip' => $request->ip(),
            ...$context,
        ]);
    }

    /**
     * Ties the events of one address together without keeping the address: a keyed hash (with APP_KEY), so the log
     * alone cannot be matched against a list of addresses.
     */
    public static function emailHash(string $email): string
    {
        return hash_hmac('sha256', mb_strtolower(trim($email)), config()->string('app.key'));
    }
}
