<?php

declare(strict_types=1);

namespace App\Queries\RecentlyViewed;

use App\Actions\RecentlyViewed\RecordView;
use App\Infrastructure\Shopper\ViewerKey;
use App\Models\Product;
use App\Queries\Brands\BrandDirectory;
use App\Queries\Products\ProductCards;
use Illuminate\Database\Eloquent\Collection;

/**
 * A shopper's recently viewed products as cards, newest first, products no longer on sale left out. A product of a
 * family is the variant that was opened. The same few queries however many cards: the ids, the products with their
 * main pictures, and what ProductCards::cards reads for the whole list at once (promotions, families).
 *
 * @phpstan-import-type Card from ProductCards
 */
final class RecentlyViewedProducts
{
    public function __construct(private readonly BrandDirectory $brands)
    {
    }

    /**
     * @return list<Card>
     */
    public function cards(?ViewerKey $viewer, ?int $except = null): array
    {
        if ($viewer === null) {
            return [];
        }

        $ids = $viewer->scope()
            ->when($except !== null, static fn ($query) => $query->where('product_id', '!=', $except))
            ->orderByDesc('id')->limit(RecordView::KEEP)->pluck('product_id')->map(intval(...))->all();
        if ($ids === []) {
            return [];
        }

        $query = Product::query()->with('mainImage');
        /** @var Collection<int, Product> $products */
        $products = Product::scopeActive($query)->whereIn('id', $ids)->get();
        $this->brands->attachTo($products);
        $position = array_flip($ids);

        return ProductCards::cards($products->sortBy(static fn (Product $product): int => $position[$product->id])->values());
    }
}
