<?php

declare(strict_types=1);

namespace App\Actions\Newsletter;

use App\Models\NewsletterSubscription;

/** Activates the subscription a confirmation link belongs to; each link works once. */
final class ConfirmNewsletterSubscription
{
    public function handle(string $token): ?NewsletterSubscription
    {
        $hash = NewsletterSubscription::hash($token);
        $subscription = NewsletterSubscription::query()->where('confirm_token', $hash)->first();
        if ($subscription === null) {
            return null;
        }

        // Conditional on the token still being there: two clicks at once confirm once, and a link replaced by a
        // newer one no longer works.
        $confirmed = NewsletterSubscription::query()
            ->whereKey($subscription->id)->where('confirm_token', $hash)
            ->update(['confirmed_at' => now(), 'unsubscribed_at' => null, 'confirm_token' => null, 'updated_at' => now()]);

        return $confirmed === 1 ? $subscription->refresh() : null;
    }
}
