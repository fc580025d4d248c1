<?php

declare(strict_types=1);

namespace App\Queries\Account;

use App\Models\Address;
use App\Support\Text;

/**
 * A signed-in shopper's saved addresses, the default first, then the newest. Every read names the account, so an id
 * from the request never reaches another account's address.
 *
 * @phpstan-type SavedAddress array{id: int, label: string|null, zone: string, zone_label: string, city: string, address: string, is_default: bool}
 */
final class SavedAddresses
{
    /**
     * @return list<SavedAddress>
     */
    public function for(int $userId): array
    {
        $addresses = [];
        foreach (Address::query()->where('user_id', $userId)->orderByDesc('is_default')->orderByDesc('id')->get() as $address) {
            /** @var Address $address */
            $addresses[] = self::shape($address);
        }

        return $addresses;
    }

    /** One of the account's addresses, or null when the id is not theirs (or not there). */
    public function find(int $userId, int $id): ?Address
    {
        /** @var Address|null $address */
        $address = Address::query()->where('user_id', $userId)->whereKey($id)->first();

        return $address;
    }

    /**
     * @return SavedAddress
     */
    public static function shape(Address $address): array
    {
        return [
            'id' => $address->id,
            'label' => $address->label,
            'zone' => $address->zone,
            'zone_label' => Text::get('checkout.zone.'.$address->zone),
            'city' => $address->city,
            'address' => $address->address,
            'is_default' => $address->is_default,
        ];
    }
}
