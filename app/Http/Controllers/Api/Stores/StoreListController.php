<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api\Stores;

use App\Http\Controllers\Controller;
use App\Http\Resources\Api\Stores\StoreResource;
use App\Queries\Stores\StoresInOrder;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

/**
 * `GET /api/shop/get-stores/`: every store, in `sorted` order.
 */
final class StoreListController extends Controller
{
    public function __invoke(StoresInOrder $stores): AnonymousResourceCollection
    {
        return StoreResource::collection($stores->get());
    }
}
