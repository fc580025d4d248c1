<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Models\User;
use App\Support\Text;
use Illuminate\Auth\Events\PasswordReset;
use Illuminate\Support\Facades\Password;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * Sets a new password from a mailed link (the broker checks the hashed, expiring token and deletes it), signs the
 * person out of every other session and device, revokes their API tokens, tells them by e-mail (AfterPasswordChange),
 * and answers the user to sign in.
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
        $status = Password::broker()->reset(
            ['email' => mb_strtolower($data['email']), 'token' => $data['token'], 'password' => $data['password']],
            function (User $user, string $password) use (&$reset): void {
                $user->forceFill(['password' => $password, 'remember_token' => Str::random(60)])->save();
                $this->after->handle($user, 'password_reset');
                event(new PasswordReset($user));
                $reset = $user;
            },
        );

        if ($status !== Password::PASSWORD_RESET || ! $reset instanceof User) {
            // The same words for an unknown address and a bad or old token.
            throw ValidationException::withMessages(['email' => Text::get('passwords.token')]);
        }

        return $reset;
    }
}
