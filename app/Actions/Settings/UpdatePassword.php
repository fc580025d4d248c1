<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

/**
 * A new password; every other session and remembered device of the account is signed out.
 */
final class UpdatePassword
{
    public function handle(Request $request, User $user, string $password): void
    {
        $user->forceFill(['password' => $password, 'remember_token' => Str::random(60)])->save();
        $request->session()->regenerate();
        DB::table('sessions')->where('user_id', $user->id)->where('id', '!=', $request->session()->getId())->delete();
    }
}
