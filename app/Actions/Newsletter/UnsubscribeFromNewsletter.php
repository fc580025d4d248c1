<?php

declare(strict_types=1);

namespace App\Actions\Newsletter;

use App\Models\NewsletterSubscription;

/** Takes an address off the newsletter list (it can subscribe again later). */
final class UnsubscribeFromNewsletter
{
    public function handle(NewsletterSubscription $subscription): void
    {
        NewsletterSubscription::query()->whereKey($subscription->id)->whereNull('unsubscribed_at')
            ->update(['unsubscribed_at' => now(), 'confirm_token' => null, 'updated_at' => now()]);
    }
}
