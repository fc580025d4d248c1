<?php

declare(strict_types=1);

namespace App\Actions\Shopper;

use App\Enums\ShopperList;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Shopper\ShopperKey;

/**
 * Moves a guest's favourites and compare list into the account they signed in to: products already on the
 * account's list stay once, a compare group keeps its limit (the account's own products first), and the guest's
 * rows are deleted, all in one transaction. It reads the guest's rows before writing, so it takes the write lock up
 * front (WriteTransaction): two sign-ins at once must wait for each other, not fail with "database is locked".
 */
final class MergeGuestLists
{
    public function handle(string $guestId, int $userId): void
    {
        $guest = ShopperKey::forGuest($guestId);
        $account = ShopperKey::forUser($userId);

        WriteTransaction::run(static function () use ($guest, $account): void {
            foreach (ShopperList::cases() as $list) {
                $rows = $guest->scope($list)->orderBy('id')->get(['product_id', 'category_id']);
                foreach ($rows as $row) {
                    SaveProduct::insert($account, $list, $row->product_id, $row->category_id);
                }
                $guest->scope($list)->delete();
            }
        });
    }
}
