<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Mail;

/**
 * A registration. The form answers the same whether the address already has an account or not, so it cannot be used
 * to find out who shops here: a new address gets an unverified account (in the language it was opened in) and a
 * confirmation link that signs it in; an address that has an account gets no second one, and its owner is told in
 * their own language that someone tried, with links to sign in and to choose a new password. The password is hashed
 * in both cases, so both take about as long.
 */
final class RegisterUser
{
    /**
     * @param  array{name: string, email: string, phone: ?string, password: string}  $data
     */
    public function handle(array $data, string $locale): void
    {
        $email = mb_strtolower($data['email']);
        $hash = Hash::make($data['password']);

        $owner = User::query()->where('email', $email)->first();
        if ($owner === null) {
            try {
                $user = User::query()->create([
                    'name' => $data['name'],
                    'email' => $email,
                    'phone' => $data['phone'],
                    'password' => $hash,
                    'locale' => $locale,
                ]);
                Mail::to($user)->queue(new AccountMail(AccountMail::CONFIRM_REGISTRATION, $user));

                return;
            } catch (UniqueConstraintViolationException) {
                // The same address registered a moment ago by another request: that account is the owner now.
                $owner = User::query()->where('email', $email)->firstOrFail();
            }
        }

        Mail::to($owner)->queue(new AccountMail(AccountMail::REGISTRATION_ATTEMPT, $owner));
    }
}
