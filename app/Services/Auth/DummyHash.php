<?php

declare(strict_types=1);

namespace App\Services\Auth;

use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Hash;

/**
 * A hash of a throw-away password, made with the configured algorithm and cost. Sign-in checks the typed password
 * against it when no account has the address, so an unknown address costs the same hash verification as a wrong
 * password and the answer's timing does not tell which addresses have accounts.
 *
 * Made once per hashing configuration and kept in the cache (its key names the algorithm and cost, so changing
 * ARGON_MEMORY or ARGON_TIME makes a new one).
 */
final class DummyHash
{
    private static ?string $hash = null;

    private static ?string $key = null;

    public static function get(): string
    {
        $key = 'auth.dummy-hash.'.hash('xxh128', (string) json_encode([config('hashing.driver'), config('hashing.argon'), config('hashing.bcrypt.rounds')]));
        if (self::$hash !== null && self::$key === $key) {
            return self::$hash;
        }

        $hash = Cache::rememberForever($key, static fn (): string => Hash::make(bin2hex(random_bytes(16))));
        self::$key = $key;

        return self::$hash = is_string($hash) ? $hash : Hash::make(bin2hex(random_bytes(16)));
    }

    /** Checks a typed password against the dummy: always false, after the same work as a real check. */
    public static function check(string $password): bool
    {
        Hash::check($password, self::get());

        return false;
    }
}
