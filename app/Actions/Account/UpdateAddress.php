<?php

declare(strict_types=1);

namespace App\Actions\Account;

use App\Infrastructure\Database\WriteTransaction;
use App\Models\Address;

/**
 * Changes a saved address. Asking for it to be the default makes it so; the default stays the default when the box
 * is left unticked (an account with addresses always has one).
 *
 * @phpstan-import-type AddressFields from AddAddress
 */
final class UpdateAddress
{
    public function __construct(private readonly MakeAddressDefault $makeDefault)
    {
    }

    /**
     * @param  AddressFields  $fields
     */
    public function handle(Address $address, array $fields): void
    {
        WriteTransaction::run(function () use ($address, $fields): void {
            $address->fill(['label' => $fields['label'], 'zone' => $fields['zone'], 'city' => $fields['city'], 'address' => $fields['address']])->save();
            if ($fields['is_default'] && ! $address->is_default) {
                $this->makeDefault->handle($address->user_id, $address->id);
            }
        });
    }
}
