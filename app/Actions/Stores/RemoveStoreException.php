<?php

declare(strict_types=1);

namespace App\Actions\Stores;

use App\Infrastructure\Security\StaffActor;
use App\Models\StoreException;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\DB;

/** Takes a day with other hours off a store: it keeps its week's hours that day again. */
final class RemoveStoreException
{
    public function handle(StoreException $exception, StaffActor $actor): void
    {
        DB::transaction(function () use ($exception, $actor): void {
            $exception->delete();
            AuditLog::record($actor, 'store.exception_remove', $exception->store, ['date' => $exception->date, 'opens_at' => $exception->opens_at, 'closes_at' => $exception->closes_at], [], $exception->store->translate('name', 'ro'));
        });
    }
}
