<?php

declare(strict_types=1);

namespace App\Queries\Reviews;

use App\Enums\ReviewStatus;
use App\Models\Product;
use App\Models\Review;

/** What the reviews' routes name by id: a product on sale, a published review; a 404 for anything else. */
final class ReviewTargets
{
    public function product(string $id): Product
    {
        return Product::scopeActive(Product::query())->whereKey((int) $id)->first() ?? abort(404);
    }

    public function published(string $id): Review
    {
        return Review::query()->whereKey((int) $id)->where('status', ReviewStatus::Published->value)->first() ?? abort(404);
    }
}
