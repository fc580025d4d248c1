<?php

declare(strict_types=1);

namespace App\Actions\Reviews;

use App\Mail\Reviews\ReviewInvitationMail;
use App\Models\Order;
use App\Queries\Reviews\OrdersToInvite;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;

/**
 * Invites a completed order's customer to review what it brought, once: the order is claimed by one conditional
 * `UPDATE … WHERE review_invited_at IS NULL` (a second scheduler or a retried run finds it taken), then the mail is
 * queued in the order's language. An order with nothing left to ask about (all reviewed, nothing on sale) is claimed
 * without a mail. Answers whether a mail went out.
 */
final class InviteToReview
{
    public function __construct(private readonly OrdersToInvite $orders)
    {
    }

    public function handle(int $orderId): bool
    {
        $claimed = DB::table('orders')->where('id', $orderId)->whereNull('review_invited_at')->update(['review_invited_at' => now()]);
        $order = Order::query()->find($orderId);
        if ($claimed !== 1 || $order === null || $order->email === null) {
            return false;
        }
        $products = $this->orders->products($order);
        if ($products === []) {
            return false;
        }
        $locale = in_array($order->locale, ['ro', 'ru'], true) ? $order->locale : (string) config('app.locale');
        Mail::to($order->email, $order->name)->locale($locale)->queue(new ReviewInvitationMail($order->email, (string) $order->name, (string) $order->number, $products, $locale));

        return true;
    }
}
