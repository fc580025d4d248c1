<?php

declare(strict_types=1);

namespace App\Actions\Newsletter;

use App\Infrastructure\RateLimits\RateLimitPolicy;
use App\Infrastructure\Security\ClientContext;
use App\Mail\Newsletter\NewsletterConfirmation;
use App\Models\NewsletterSubscription;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;

/**
 * Puts an address on the newsletter list, unconfirmed, and mails it a confirmation link. The caller always answers
 * the same, so nobody learns whether an address is already subscribed: an active subscription gets no new mail, a
 * pending or cancelled one gets a fresh link (at most a few per hour, against mail bombing).
 */
final class SubscribeToNewsletter
{
    public function handle(string $email, string $locale, ClientContext $client): void
    {
        $email = mb_strtolower(trim($email));
        $now = now();

        // One row per address even when two requests race: the unique key decides, the loser sees the row.
        DB::table('newsletter_subscriptions')->insertOrIgnore([
            'email' => $email,
            'locale' => $locale,
            'created_at' => $now,
            'updated_at' => $now,
        ]);

        // Counted before anything is replaced (RateLimitPolicy::NEWSLETTER_MAIL, per address from the request):
        // past the limit the links already mailed stay valid, nothing is replaced and nothing sent.
        if (! $client->allows(RateLimitPolicy::NEWSLETTER_MAIL)) {
            return;
        }

        $token = Str::random(40);
        // Only a subscription that is not active takes a new link; an active one is left exactly as it is.
        $pending = NewsletterSubscription::query()
            ->where('email', $email)
            ->where(static fn ($q) => $q->whereNull('confirmed_at')->orWhereNotNull('unsubscribed_at'))
            ->update([
                'locale' => $locale,
                'confirm_token' => NewsletterSubscription::hash($token),
                'confirmed_at' => null,
                'unsubscribed_at' => null,
                'updated_at' => $now,
            ]);
        if ($pending !== 1) {
            return;
        }

        $subscription = NewsletterSubscription::query()->where('email', $email)->firstOrFail();
        Mail::to($email)->queue(new NewsletterConfirmation($token, $subscription->unsubscribeToken(), $locale));
    }
}
