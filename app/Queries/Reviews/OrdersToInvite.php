<?php

declare(strict_types=1);

namespace App\Queries\Reviews;

use App\Enums\OrderStatus;
use App\Enums\ReviewStatus;
use App\Models\Order;
use App\Models\Product;
use App\Services\Reviews\ReviewSubject;
use Illuminate\Support\Facades\DB;

/**
 * The completed orders whose customer is due an invitation to review (config/reviews.php): completed at least
 * `invite_after_days` ago and not more than `invite_within_days` before that, not invited yet, with an e-mail address
 * that has not opted out; and, for one of them, what to ask about.
 */
final class OrdersToInvite
{
    /**
     * @return list<int> order ids, oldest completion first
     */
    public function due(int $limit): array
    {
        $until = now()->subDays(config()->integer('reviews.invite_after_days'));
        $since = $until->copy()->subDays(config()->integer('reviews.invite_within_days'));

        return array_values(array_map('intval', DB::table('orders')
            ->where('status', OrderStatus::Completed->value)->whereNull('review_invited_at')
            ->whereBetween('status_changed_at', [$since, $until])
            ->whereNotNull('email')->where('email', '!=', '')
            ->whereNotExists(static fn ($query) => $query->selectRaw('1')->from('review_invitation_optouts')
                ->whereRaw('review_invitation_optouts.email = LOWER(orders.email)'))
            ->orderBy('status_changed_at')->orderBy('id')->limit($limit)->pluck('id')->all()));
    }

    /**
     * The products of the order to review, each family once, those still on sale, leaving out what its account has
     * reviewed already.
     *
     * @return list<array{name: string, slug: string}>
     */
    public function products(Order $order): array
    {
        $ids = DB::table('order_lines')->where('order_id', $order->id)->whereNotNull('product_id')->orderBy('id')->pluck('product_id')->all();
        /** @var list<Product> $products */
        $products = Product::scopeActive(Product::query())->whereKey($ids)->orderBy('id')->get(['id', 'slug', 'name', 'family_id'])->all();
        $reviewed = $order->user_id === null ? [] : DB::table('reviews')->where('user_id', $order->user_id)
            ->where('status', '!=', ReviewStatus::Rejected->value)->pluck('subject')->all();
        $seen = [];
        $found = [];
        foreach ($products as $product) {
            $subject = ReviewSubject::of($product)->key();
            if (in_array($subject, $reviewed, true) || isset($seen[$subject])) {
                continue;
            }
            $seen[$subject] = true;
            $found[] = ['name' => $product->translate('name', $order->locale), 'slug' => $product->slug];
        }

        return $found;
    }
}
