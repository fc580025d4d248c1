<?php

declare(strict_types=1);

namespace App\Http\Resources\Api\Stores;

use App\Models\Store;
use App\Queries\Stores\StoreRows;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A store in the JSON API's store list: the row the home page gets too (StoreRows).
 *
 * @property Store $resource
 *
 * @phpstan-import-type StoreRow from StoreRows
 */
final class StoreResource extends JsonResource
{
    /**
     * @return StoreRow
     */
    public function toArray(Request $request): array
    {
        return StoreRows::row($this->resource);
    }
}
