<?php

declare(strict_types=1);

namespace App\Queries\Admin\Brands;

use App\Infrastructure\Database\LikePattern;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Brand;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * The brands for the back office, A–Z, 25 a page, with their product counts (one GROUP BY over the products'
 * brand_id index), searched by name or slug.
 *
 * @phpstan-type Row array{id: int, name: string, slug: string, logo_url: string|null, products_count: int, url: string}
 */
final class BrandAdminList
{
    public const PER_PAGE = 25;

    public function __construct(private ImageStore $images)
    {
    }

    /**
     * @return LengthAwarePaginator<int, Brand>
     */
    public function paginate(?string $search): LengthAwarePaginator
    {
        $query = Brand::query()->withCount('products')->orderByRaw('lower(name)')->orderBy('id');
        if ($search !== null && $search !== '') {
            $like = LikePattern::containing($search);
            $query->where(static fn ($q) => $q->whereRaw(LikePattern::lowerColumnLike($q, 'name'), [$like])->orWhereRaw(LikePattern::lowerColumnLike($q, 'slug'), [$like]));
        }

        return $query->paginate(self::PER_PAGE)->withQueryString();
    }

    /** @return Row */
    public function row(Brand $brand): array
    {
        return [
            'id' => $brand->id,
            'name' => $brand->name,
            'slug' => $brand->slug,
            'logo_url' => $this->logoUrl($brand),
            'products_count' => (int) $brand->getAttribute('products_count'),
            'url' => LocalizedRoutes::url('brands.show', ['slug' => $brand->slug], 'ro'),
        ];
    }

    public function logoUrl(Brand $brand): ?string
    {
        return $brand->logo === null ? null : $this->images->url($brand->logo, 'logo');
    }
}
