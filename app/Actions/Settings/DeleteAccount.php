<?php

declare(strict_types=1);

namespace App\Actions\Settings;

use App\Actions\Reviews\RecountRating;
use App\Enums\ReviewStatus;
use App\Models\User;
use App\Services\Reviews\ReviewSubject;
use Illuminate\Contracts\Session\Session;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;

/**
 * Removes the person's account and personal data: profile, API tokens, sessions, two-factor codes and reviews. Orders are
 * the shop's records and keep their own copy of the buyer's details (their user link is set to null).
 */
final class DeleteAccount
{
    public function __construct(private readonly RecountRating $recount)
    {
    }

    public function handle(Session $session, User $user): void
    {
        // Signed out first: logging out saves a new remember token, which would write the deleted row back.
        Auth::logout();
        $session->invalidate();
        $session->regenerateToken();

        DB::transaction(fn () => $this->removeAccount($user));
    }

    /**
     * The account and what goes with it, without touching the session of whoever asks: the shopper's own deletion
     * above, and staff erasing a customer's data on request (App\Actions\Customers\EraseCustomer), in their transaction.
     */
    public function removeAccount(User $user): void
    {
        // The account's reviews go with it (docs/reviews.md): the ratings they counted in are worked out again.
        $reviewed = DB::table('reviews')->where('user_id', $user->id)->where('status', ReviewStatus::Published->value)->pluck('subject')->all();
        $user->tokens()->delete();
        DB::table('sessions')->where('user_id', $user->id)->delete();
        DB::table('password_reset_tokens')->where('email', $user->email)->delete();
        $user->delete();
        foreach ($reviewed as $subject) {
            $this->recount->handle(ReviewSubject::fromKey((string) $subject));
        }
    }
}
