<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api\Catalog;

use App\Http\Controllers\Controller;
use App\Http\Resources\Api\Catalog\ProductCardResource;
use App\Queries\Products\ProductCards;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

/**
 * The home page's sliders: the client keeps the in-stock ones (new: the first 10).
 */
final class ProductSliderController extends Controller
{
    public function newProducts(ProductCards $cards): AnonymousResourceCollection
    {
        return ProductCardResource::collection($cards->newest());
    }

    public function popularProducts(ProductCards $cards): AnonymousResourceCollection
    {
        return ProductCardResource::collection($cards->popular());
    }
}
