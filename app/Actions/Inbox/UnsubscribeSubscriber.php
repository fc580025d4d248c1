<?php

declare(strict_types=1);

namespace App\Actions\Inbox;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\NewsletterSubscription;
use App\Services\Audit\AuditLog;

/**
 * Takes an address off the newsletter list from the back office (a subscriber who asked by phone or e-mail), the
 * same way its own unsubscribe link does; audited as `newsletter.unsubscribe`. Already unsubscribed: nothing changes.
 */
final class UnsubscribeSubscriber
{
    public function handle(NewsletterSubscription $subscription, StaffActor $staff): void
    {
        WriteTransaction::run(static function () use ($subscription, $staff): void {
            $subscription->refresh();
            if ($subscription->unsubscribed_at !== null) {
                return;
            }
            $subscription->forceFill(['unsubscribed_at' => now(), 'confirm_token' => null])->save();
            AuditLog::record($staff, 'newsletter.unsubscribe', $subscription, ['unsubscribed_at' => null],
                ['unsubscribed_at' => $subscription->unsubscribed_at?->toIso8601String()], $subscription->email);
        });
    }
}
