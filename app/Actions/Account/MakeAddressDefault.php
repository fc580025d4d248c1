<?php

declare(strict_types=1);

namespace App\Actions\Account;

use App\Infrastructure\Database\WriteTransaction;
use App\Models\Address;

/** Makes one of the account's addresses its default and every other one not, in one transaction. */
final class MakeAddressDefault
{
    public function handle(int $userId, int $addressId): void
    {
        WriteTransaction::run(static function () use ($userId, $addressId): void {
            Address::query()->where('user_id', $userId)->whereKeyNot($addressId)->where('is_default', true)->update(['is_default' => false]);
            Address::query()->where('user_id', $userId)->whereKey($addressId)->update(['is_default' => true]);
        });
    }
}
