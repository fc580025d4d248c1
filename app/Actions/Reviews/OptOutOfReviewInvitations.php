<?php

declare(strict_types=1);

namespace App\Actions\Reviews;

use Illuminate\Support\Facades\DB;

/** An address asks for no more invitations to review (the signed link of an invitation); asking twice is the same. */
final class OptOutOfReviewInvitations
{
    public function handle(string $email): void
    {
        DB::table('review_invitation_optouts')->insertOrIgnore(['email' => mb_strtolower($email), 'created_at' => now()]);
    }
}
