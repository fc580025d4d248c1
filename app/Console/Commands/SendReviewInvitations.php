<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Actions\Reviews\InviteToReview;
use App\Queries\Reviews\OrdersToInvite;
use Illuminate\Console\Command;

/**
 * Scheduled hourly: invites the customers of orders completed `reviews.invite_after_days` ago to review what they
 * bought (docs/reviews.md), one mail per order, never twice.
 */
final class SendReviewInvitations extends Command
{
    protected $signature = 'reviews:invite {--limit=500 : At most this many orders in one run}';

    protected $description = 'Invite the customers of recently completed orders to review what they bought';

    public function handle(OrdersToInvite $orders, InviteToReview $invite): int
    {
        $limit = $this->option('limit');
        $sent = 0;
        foreach ($orders->due(max(1, is_numeric($limit) ? (int) $limit : 500)) as $orderId) {
            $sent += $invite->handle($orderId) ? 1 : 0;
        }
        $this->info(sprintf('Sent %d review invitations.', $sent));

        return self::SUCCESS;
    }
}
