<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api\Stores;

use App\Http\Controllers\Controller;
use App\Http\Resources\Stores\StoreResource;
use App\Models\Store;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

/**
 * `GET /api/shop/get-stores/`: every store, in `sorted` order.
 */
final class StoreListController extends Controller
{
    public function __invoke(): AnonymousResourceCollection
    {
        return StoreResource::collection(Store::query()->orderBy('sorted')->orderBy('id')->get());
    }
}
