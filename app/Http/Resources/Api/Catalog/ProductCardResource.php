<?php

declare(strict_types=1);

namespace App\Http\Resources\Api\Catalog;

use App\Models\Product;
use App\Queries\Products\ProductCards;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A product card in the JSON API's answers (sliders, product lists): the pages' card shape (ProductCards), without
 * the picture's alt text and srcset.
 *
 * @property Product $resource
 *
 * @phpstan-import-type ApiCard from ProductCards
 */
final class ProductCardResource extends JsonResource
{
    /**
     * @return ApiCard
     */
    public function toArray(Request $request): array
    {
        return ProductCards::apiCard($this->resource);
    }
}
