<?php

declare(strict_types=1);

namespace App\Actions\Stores;

use App\Infrastructure\Security\StaffActor;
use App\Models\Store;
use App\Models\StoreException;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\DB;

/** Gives a store a day with other hours (a holiday closed, a short day); shoppers see it at once. */
final class AddStoreException
{
    /**
     * @param  array{date: string, opens_at: string|null, closes_at: string|null, note: array{ro: string, ru: string}}  $values
     */
    public function handle(Store $store, array $values, StaffActor $actor): StoreException
    {
        $result = DB::transaction(function () use ($store, $values, $actor): StoreException {
            $exception = $store->exceptions()->create($values);
            AuditLog::record($actor, 'store.exception_add', $store, [], ['date' => $values['date'], 'opens_at' => $values['opens_at'], 'closes_at' => $values['closes_at'], 'note' => $values['note']], $store->translate('name', 'ro'));

            return $exception;
        });

        return $result;
    }
}
