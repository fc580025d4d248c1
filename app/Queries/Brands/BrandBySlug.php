<?php

declare(strict_types=1);

namespace App\Queries\Brands;

use App\Models\Brand;

final class BrandBySlug
{
    public function find(string $slug): ?Brand
    {
        /** @var Brand|null $brand */
        $brand = Brand::query()->where('slug', $slug)->first();

        return $brand;
    }
}
