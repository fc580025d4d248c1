<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Models\User;
use Illuminate\Contracts\Session\Session;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;

/**
 * Removes the person's account and personal data: profile, API tokens, sessions and two-factor codes. Orders are
 * the shop's records and keep their own copy of the buyer's details (their user link is set to null).
 */
final class DeleteAccount
{
    public function handle(Session $session, User $user): void
    {
        // Signed out first: logging out saves a new remember token, which would write the deleted row back.
        Auth::logout();
        $session->invalidate();
        $session->regenerateToken();

        DB::transaction(static function () use ($user): void {
            $user->tokens()->delete();
            DB::table('sessions')->where('user_id', $user->id)->delete();
            DB::table('password_reset_tokens')->where('email', $user->email)->delete();
            $user->delete();
        });
    }
}
