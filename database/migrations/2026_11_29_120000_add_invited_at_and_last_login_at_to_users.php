<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/**
 * The staff page's two new facts about each member:
 * - `invited_at`: when the set-password link of a staff member who has no password of their own yet was last sent
 *   (App\Actions\Staff\InviteStaffMember, ResendStaffInvitation); null once a password is set
 *   (App\Actions\Auth\ResetUserPassword). Staff whose link is still waiting in `staff_password_tokens` start pending.
 * - `last_login_at`: the last sign-in with the password (and the second factor) or through a set-password link
 *   (App\Actions\Auth\LogInUser); a session revived by the remember-me cookie is not a sign-in.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('users', function (Blueprint $table): void {
            $table->timestamp('invited_at')->nullable();
            $table->timestamp('last_login_at')->nullable();
        });

        $links = DB::table('staff_password_tokens')->pluck('created_at', 'email');
        foreach ($links as $email => $createdAt) {
            DB::table('users')->where('email', $email)->whereNotNull('role')->whereNull('invited_at')
                ->update(['invited_at' => $createdAt]);
        }
    }

    public function down(): void
    {
        Schema::table('users', function (Blueprint $table): void {
            $table->dropColumn(['invited_at', 'last_login_at']);
        });
    }
};
