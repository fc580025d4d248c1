<?php

declare(strict_types=1);

namespace App\Actions\Account;

use App\Infrastructure\Database\WriteTransaction;
use App\Models\Address;
use App\Models\User;

/**
 * Saves a new delivery address on an account, at most Address::MAX_PER_ACCOUNT of them. The count and the insert run
 * in one transaction holding the account's row, so two saves at the same moment cannot pass the limit together. The
 * first address, or one asked to be, becomes the default.
 *
 * @phpstan-type AddressFields array{label: string|null, zone: string, city: string, address: string, is_default: bool}
 */
final class AddAddress
{
    public function __construct(private readonly MakeAddressDefault $makeDefault)
    {
    }

    /**
     * @param  AddressFields  $fields
     * @return Address|null null when the account already has the most addresses it may keep
     */
    public function handle(int $userId, array $fields): ?Address
    {
        return WriteTransaction::run(function () use ($userId, $fields): ?Address {
            User::query()->whereKey($userId)->lockForUpdate()->value('id');
            $count = Address::query()->where('user_id', $userId)->count();
            if ($count >= Address::MAX_PER_ACCOUNT) {
                return null;
            }
            $default = $fields['is_default'] || $count === 0;
            $address = Address::query()->create([...$fields, 'user_id' => $userId, 'is_default' => false]);
            if ($default) {
                $this->makeDefault->handle($userId, $address->id);
                $address->is_default = true;
            }

            return $address;
        });
    }
}
