<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Models\User;

/**
 * Saves name, e-mail, phone and language. A new e-mail address is unverified until its owner opens the link sent
 * to it.
 */
final class UpdateProfile
{
    /**
     * @param  array{name: string, email: string, phone: ?string, locale: string}  $data
     */
    public function handle(User $user, array $data): void
    {
        $user->fill([...$data, 'email' => mb_strtolower($data['email'])]);
        $emailChanged = $user->isDirty('email');
        if ($emailChanged) {
            $user->email_verified_at = null;
        }
        $user->save();

        if ($emailChanged) {
            $user->sendEmailVerificationNotification();
        }
    }
}
