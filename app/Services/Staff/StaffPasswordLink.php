<?php

declare(strict_types=1);

namespace App\Services\Staff;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use Illuminate\Auth\Passwords\PasswordBroker;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Password;

/**
 * The one-time link a new staff member sets their first password with: a token of the `staff` password broker
 * (config/auth.php: its own table, STAFF_LINK_HOURS), opened on the shop's own reset-password page, which accepts it
 * once (App\Actions\Auth\ResetUserPassword) and marks the e-mail verified.
 */
final class StaffPasswordLink
{
    public const BROKER = 'staff';

    /** A fresh token for the account; any earlier one stops working. */
    public static function issue(User $user): string
    {
        $broker = Password::broker(self::BROKER);
        assert($broker instanceof PasswordBroker);

        return $broker->createToken($user);
    }

    /** The link, absolute, in the given language (the current one by default). */
    public static function url(User $user, string $token, ?string $locale = null): string
    {
        return url(LocalizedRoutes::url('password.reset', ['token' => $token, 'email' => $user->email], $locale));
    }

    /** Kills the account's unused link (a disabled account). */
    public static function revoke(User $user): void
    {
        DB::table(config()->string('auth.passwords.staff.table', 'staff_password_tokens'))->where('email', $user->email)->delete();
    }

    /** How long a link lasts. */
    public static function hours(): int
    {
        return intdiv((int) config('auth.passwords.staff.expire', 4320), 60);
    }
}
