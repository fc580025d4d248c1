<?php

declare(strict_types=1);

namespace App\Actions\Stores;

use App\Enums\StockPlaceKind;
use App\Infrastructure\Security\StaffActor;
use App\Models\Store;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ChangedFields;
use Illuminate\Support\Facades\DB;

/** Opens a new store or changes one (a new place is always a shop; the warehouse keeps its kind). */
final class SaveStore
{
    /**
     * @param  array<string, mixed>  $values  the columns the form edits
     */
    public function handle(?Store $store, array $values, StaffActor $actor): Store
    {
        $result = DB::transaction(function () use ($store, $values, $actor): Store {
            $store ??= new Store(['kind' => StockPlaceKind::Store]);
            $creating = ! $store->exists;
            $before = $creating ? [] : self::snapshot($store);
            $store->fill($values)->save();
            [$old, $new] = ChangedFields::between($before, self::snapshot($store));
            if ($creating || $new !== []) {
                AuditLog::record($actor, $creating ? 'store.create' : 'store.update', $store, $old, $new, $store->translate('name', 'ro'));
            }

            return $store;
        });

        return $result;
    }

    /**
     * @return array<string, mixed>
     */
    public static function snapshot(Store $store): array
    {
        return [
            'slug' => $store->slug,
            'name' => $store->name,
            'city' => $store->city,
            'address' => $store->address,
            'phones' => $store->phones,
            'latitude' => $store->exists ? number_format((float) $store->latitude, 6, '.', '') : null,
            'longitude' => $store->exists ? number_format((float) $store->longitude, 6, '.', '') : null,
            'hours' => $store->hours,
            'sorted' => $store->sorted,
        ];
    }
}
