<?php

declare(strict_types=1);

namespace App\Services\Auth;

use App\Models\TwoFactorRecoveryCode;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

/**
 * One-time second factors. Each check ends in one conditional statement whose row count decides, so a code sent
 * twice at the same moment to different workers is accepted exactly once.
 */
final class TwoFactorCodes
{
    public const RECOVERY_CODE_COUNT = 8;

    /**
     * Accepts a TOTP code of the user's secret (confirmed or pending) once: its time-step must be newer than the last
     * accepted one, and recording it is the same UPDATE that checks it.
     */
    public static function useTotp(User $user, string $code, ?int $now = null): bool
    {
        $secret = $user->two_factor_secret;
        if ($secret === null) {
            return false;
        }

        $step = Totp::matchingStep($secret, $code, $now ?? now()->getTimestamp());
        if ($step === null) {
            return false;
        }

        $updated = DB::table('users')
            ->where('id', $user->id)
            ->where(static fn ($query) => $query->whereNull('last_totp_step')->orWhere('last_totp_step', '<', $step))
            ->update(['last_totp_step' => $step]);

        if ($updated === 1) {
            $user->last_totp_step = $step;
            $user->syncOriginalAttribute('last_totp_step');
        }

        return $updated === 1;
    }

    /** Deletes the matching recovery code; only the request whose DELETE removed the row wins. */
    public static function useRecoveryCode(User $user, string $code): bool
    {
        $normalized = self::normalize($code);
        if ($normalized === '') {
            return false;
        }

        return TwoFactorRecoveryCode::query()
            ->where('user_id', $user->id)
            ->where('code_hash', self::hash($normalized))
            ->delete() === 1;
    }

    /**
     * Replaces the user's recovery codes with new ones and answers them in clear, the only time they exist so.
     *
     * @return list<string>
     */
    public static function regenerateRecoveryCodes(User $user): array
    {
        $codes = [];
        while (count($codes) < self::RECOVERY_CODE_COUNT) {
            $code = strtolower(Str::random(5).'-'.Str::random(5));
            $codes[self::normalize($code)] = $code;
        }

        DB::transaction(static function () use ($user, $codes): void {
            TwoFactorRecoveryCode::query()->where('user_id', $user->id)->delete();
            TwoFactorRecoveryCode::query()->insert(array_map(
                static fn (string $normalized): array => ['user_id' => $user->id, 'code_hash' => self::hash($normalized)],
                array_keys($codes),
            ));
        });

        return array_values($codes);
    }

    private static function normalize(string $code): string
    {
        return strtolower(preg_replace('/[^A-Za-z0-9]/', '', $code) ?? '');
    }

    private static function hash(string $normalized): string
    {
        return hash_hmac('sha256', $normalized, (string) config('app.key'));
    }
}
