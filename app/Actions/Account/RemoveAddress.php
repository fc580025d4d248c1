<?php

declare(strict_types=1);

namespace App\Actions\Account;

use App\Infrastructure\Database\WriteTransaction;
use App\Models\Address;

/** Deletes a saved address; when it was the default, the newest one left becomes the default. */
final class RemoveAddress
{
    public function __construct(private readonly MakeAddressDefault $makeDefault)
    {
    }

    public function handle(Address $address): void
    {
        WriteTransaction::run(function () use ($address): void {
            Address::query()->whereKey($address->id)->delete();
            $hasDefault = Address::query()->where('user_id', $address->user_id)->where('is_default', true)->exists();
            $newest = Address::query()->where('user_id', $address->user_id)->max('id');
            if (! $hasDefault && is_numeric($newest)) {
                $this->makeDefault->handle($address->user_id, (int) $newest);
            }
        });
    }
}
