<?php

declare(strict_types=1);

namespace App\Queries\Promotions;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Promotion;
use App\Support\Dates;
use App\Support\Markdown;
use Carbon\CarbonImmutable;

/**
 * A promotion in the request's language. `starts_at` and `ends_at` are the first and last day (Y-m-d) as seen in the
 * shop's time zone, so a promotion that ends at midnight in Chișinău does not show the next day in UTC. Load the
 * list with `withCount('products')`; a single promotion without the count costs one extra query.
 *
 * @phpstan-type Details array{slug: string, title: string, summary: string, description_html: string, terms_html: string, discount: array{type: string, value: int}|null, banner: string|null, starts_at: string, ends_at: string|null, url: string, products_count: int}
 */
final class PromotionDetails
{
    /**
     * @return Details
     */
    public static function of(Promotion $promotion): array
    {
        return [
            'slug' => $promotion->slug,
            'title' => $promotion->translate('title'),
            'summary' => $promotion->translate('summary'),
            // Staff write both in Markdown; the HTML is Markdown's safe rendering (raw HTML escaped, unsafe links dropped).
            'description_html' => Markdown::toHtml($promotion->translate('description')),
            'terms_html' => Markdown::toHtml($promotion->translate('terms')),
            // What the promotion takes off its products' price while it runs: percent, or bani per product.
            'discount' => $promotion->discount_type === null || $promotion->discount_value === null ? null
                : ['type' => $promotion->discount_type->value, 'value' => $promotion->discount_value],
            // An ImageStore key (collection `promotions`) or, for the older ones, a path under public/.
            'banner' => $promotion->banner === null ? null : app(ImageStore::class)->url($promotion->banner, 'banner'),
            'starts_at' => self::day($promotion->starts_at),
            'ends_at' => $promotion->ends_at === null ? null : self::day($promotion->ends_at),
            'url' => LocalizedRoutes::url('promotions.show', ['slug' => $promotion->slug]),
            'products_count' => $promotion->products_count ?? $promotion->products()->where('is_active', true)->count(),
        ];
    }

    /**
     * @param  iterable<Promotion>  $promotions
     * @return list<Details>
     */
    public static function list(iterable $promotions): array
    {
        $list = [];
        foreach ($promotions as $promotion) {
            $list[] = self::of($promotion);
        }

        return $list;
    }

    private static function day(CarbonImmutable $moment): string
    {
        return (string) Dates::day($moment);
    }
}
