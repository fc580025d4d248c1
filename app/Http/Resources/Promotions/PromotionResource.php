<?php

declare(strict_types=1);

namespace App\Http\Resources\Promotions;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Promotion;
use App\Support\Dates;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A promotion in the request's language. `starts_at` and `ends_at` are the first and last day (Y-m-d) as seen in the
 * shop's time zone, so a promotion that ends at midnight in Chișinău does not show the next day in UTC. Load the
 * list with `withCount('products')`; a single promotion without the count costs one extra query.
 *
 * @mixin Promotion
 */
final class PromotionResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Promotion $promotion */
        $promotion = $this->resource;

        return [
            'slug' => $promotion->slug,
            'title' => $promotion->translate('title'),
            'summary' => $promotion->translate('summary'),
            'description' => $promotion->translate('description'),
            'terms' => $promotion->translate('terms'),
            // An ImageStore key (collection `promotions`) or, for the older ones, a path under public/.
            'banner' => $promotion->banner === null ? null : app(ImageStore::class)->url($promotion->banner, 'banner'),
            'starts_at' => self::day($promotion->starts_at),
            'ends_at' => $promotion->ends_at === null ? null : self::day($promotion->ends_at),
            'url' => LocalizedRoutes::url('promotions.show', ['slug' => $promotion->slug]),
            'products_count' => $promotion->products_count ?? $promotion->products()->where('is_active', true)->count(),
        ];
    }

    private static function day(CarbonImmutable $moment): string
    {
        return (string) Dates::day($moment);
    }
}
