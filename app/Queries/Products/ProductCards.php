<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Models\Product;
use App\Queries\Brands\BrandDirectory;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;

/**
 * Product lists for cards: new, popular and discounted products, with their main pictures, and their brands from the
 * brand directory.
 */
final class ProductCards
{
    /** Sliders get more than they show, so the client's in-stock filter still leaves a full row. */
    public const SLIDER_SIZE = 20;

    public function __construct(private readonly BrandDirectory $brands)
    {
    }

    /**
     * @return Collection<int, Product>
     */
    public function newest(int $limit = self::SLIDER_SIZE): Collection
    {
        /** @var Collection<int, Product> $products */
        $products = $this->cards()->where('is_new', true)->latest()->latest('id')->limit($limit)->get();
        $this->brands->attachTo($products);

        return $products;
    }

    /**
     * @return Collection<int, Product>
     */
    public function popular(int $limit = self::SLIDER_SIZE): Collection
    {
        /** @var Collection<int, Product> $products */
        $products = $this->cards()->where('is_popular', true)->orderByDesc('in_stock')->orderByDesc('popularity')->orderBy('id')->limit($limit)->get();
        $this->brands->attachTo($products);

        return $products;
    }

    /**
     * @return LengthAwarePaginator<int, Product>
     */
    public function paginate(string $type, int $perPage, int $page): LengthAwarePaginator
    {
        $query = $this->cards();
        match ($type) {
            'new' => $query->where('is_new', true)->latest(),
            // Popular and discounted lists show what can be bought first, as every listing's default order does.
            'popular' => $query->where('is_popular', true)->orderByDesc('in_stock')->orderByDesc('popularity'),
            default => Product::scopeDiscounted($query)->orderByDesc('in_stock')->orderByDesc('popularity'),
        };

        $products = $query->orderBy('id')->paginate($perPage, ['*'], 'page', $page);
        $this->brands->attachTo($products->items());

        return $products;
    }

    /**
     * @return Builder<Product>
     */
    private function cards(): Builder
    {
        return Product::scopeActive(Product::query())->with('mainImage');
    }
}
