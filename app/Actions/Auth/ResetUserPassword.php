<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Models\User;
use App\Services\Staff\StaffPasswordLink;
use App\Support\Text;
use Illuminate\Auth\Events\PasswordReset;
use Illuminate\Support\Facades\Password;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * Sets a new password from a mailed link (the broker checks the hashed, expiring token and deletes it), signs the
 * person out of every other session and device, revokes their API tokens, tells them by e-mail (AfterPasswordChange),
 * and answers the user to sign in. A staff member's set-password link (App\Services\Staff\StaffPasswordLink, its
 * own broker) opens the same page and is checked here when the shop's reset token does not match.
 */
final class ResetUserPassword
{
    public function __construct(private readonly AfterPasswordChange $after)
    {
    }

    /**
     * @param  array{token: string, email: string, password: string}  $data
     *
     * @throws ValidationException
     */
    public function handle(array $data, string $ip): User
    {
        $reset = null;
        $credentials = ['email' => mb_strtolower($data['email']), 'token' => $data['token'], 'password' => $data['password']];
        $status = Password::broker()->reset($credentials, function (User $user, string $password) use (&$reset): void {
            // A staff member who set their first password through the shop's own reset form has one now too.
            $user->forceFill(['password' => $password, 'remember_token' => Str::random(60), 'invited_at' => null])->save();
            $this->after->handle($user, 'password_reset');
            event(new PasswordReset($user));
            $reset = $user;
        });

        // A new staff member's first password (StaffPasswordLink): the invitation reached that mailbox, so the
        // address is verified too, and there was no password before that the "your password changed" mail would be
        // about.
        if ($status === Password::INVALID_TOKEN) {
            $status = Password::broker(StaffPasswordLink::BROKER)->reset($credentials, function (User $user, string $password) use (&$reset): void {
                $firstPassword = $user->email_verified_at === null;
                $user->forceFill(['password' => $password, 'remember_token' => Str::random(60), 'invited_at' => null]);
                if ($firstPassword) {
                    $user->forceFill(['email_verified_at' => now()]);
                }
                $user->save();
                $this->after->handle($user, 'staff_password_set', notify: ! $firstPassword);
                event(new PasswordReset($user));
                $reset = $user;
            });
        }

        if ($status !== Password::PASSWORD_RESET || ! $reset instanceof User) {
            // The same words for an unknown address and a bad or old token.
            throw ValidationException::withMessages(['email' => Text::get('passwords.token')]);
        }

        return $reset;
    }
}
