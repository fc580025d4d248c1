<?php

declare(strict_types=1);

namespace App\Services\Products;

/** How many pictures one product may have (config/media.php). */
final class ProductImageLimits
{
    public const DEFAULT = 12;

    public static function perProduct(): int
    {
        return max(1, config()->integer('media.max_product_images', self::DEFAULT));
    }
}
