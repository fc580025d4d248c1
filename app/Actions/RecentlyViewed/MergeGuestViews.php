<?php

declare(strict_types=1);

namespace App\Actions\RecentlyViewed;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Shopper\ViewerKey;

/**
 * Moves a guest's recently viewed products into the account they signed in to, as favourites are moved: the guest's
 * views, in the order they were made, become the account's newest (a product on both lists once, at the guest's
 * place), the account keeps RecordView::KEEP, and the guest's rows are deleted, all in one write transaction.
 */
final class MergeGuestViews
{
    public function handle(string $viewerId, int $userId): void
    {
        $guest = ViewerKey::forGuest($viewerId);
        $account = ViewerKey::forUser($userId);

        WriteTransaction::run(static function () use ($guest, $account): void {
            $productIds = $guest->scope()->orderBy('id')->pluck('product_id');
            if ($productIds->isEmpty()) {
                return;
            }
            foreach ($productIds as $productId) {
                RecordView::write($account, (int) $productId);
            }
            RecordView::trim($account);
            $guest->scope()->delete();
        });
    }
}
