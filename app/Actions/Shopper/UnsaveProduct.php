<?php

declare(strict_types=1);

namespace App\Actions\Shopper;

use App\Enums\ShopperList;
use App\Infrastructure\Shopper\ShopperKey;

/** Takes a product off one of the shopper's own lists (a product that is not there is not an error). */
final class UnsaveProduct
{
    public function handle(ShopperKey $shopper, ShopperList $list, int $productId): void
    {
        $shopper->scope($list)->where('product_id', $productId)->delete();
    }
}
