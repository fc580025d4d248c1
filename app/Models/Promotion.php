<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\PromotionDiscount;
use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Carbon\CarbonImmutable;
use Database\Factories\PromotionFactory;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;

/**
 * A campaign with its own page and a hand-picked set of products, which it may sell at a lower price while it runs
 * (discount_type and discount_value; the price is worked out when read, App\Queries\Promotions\PromotionalPrices). The period is stored in UTC, like `now()`; pages
 * show its days in the shop's time zone (config app.shop_timezone).
 *
 * @property int $id
 * @property string $slug
 * @property array<string, string> $title
 * @property array<string, string> $summary
 * @property array<string, string> $description Markdown (App\Support\Markdown renders it for shoppers).
 * @property array<string, string> $terms Markdown, like the description.
 * @property string|null $banner A path under public/.
 * @property CarbonImmutable $starts_at
 * @property CarbonImmutable|null $ends_at
 * @property bool $is_published
 * @property PromotionDiscount|null $discount_type How the promotion lowers its products' price while it runs; null: it does not.
 * @property int|null $discount_value Percent (1–90) or bani off, by discount_type.
 * @property int $sort
 * @property-read int|null $products_count
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Product> $products
 */
final class Promotion extends Model
{
    use BootsFromCompiledPlan;

    /** @use HasFactory<PromotionFactory> */
    use HasFactory;

    use HasTranslations;

    /** @var array<int, string> */
    protected $fillable = [
        'slug', 'title', 'summary', 'description', 'terms', 'banner', 'starts_at', 'ends_at', 'is_published', 'sort',
        'discount_type', 'discount_value',
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'title' => 'array',
            'summary' => 'array',
            'description' => 'array',
            'terms' => 'array',
            'starts_at' => 'immutable_datetime',
            'ends_at' => 'immutable_datetime',
            'is_published' => 'boolean',
            'sort' => 'integer',
            'discount_type' => PromotionDiscount::class,
            'discount_value' => 'integer',
        ];
    }

    /**
     * @return BelongsToMany<Product, $this>
     */
    public function products(): BelongsToMany
    {
        return $this->belongsToMany(Product::class, 'promotion_product');
    }

    /**
     * Published promotions that have started and not ended. Both bounds are compared with `now()` in the
     * application's (UTC) clock, the same clock the periods are stored in, so a promotion that ends at midnight
     * in Chișinău ends at that instant whatever the server's zone.
     *
     * @param  Builder<Promotion>  $query
     * @return Builder<Promotion>
     */
    public static function scopeRunning(Builder $query): Builder
    {
        $now = now();

        $query->where('is_published', true)
            ->where('starts_at', '<=', $now)
            ->where(static fn (Builder $ends) => $ends->whereNull('ends_at')->orWhere('ends_at', '>=', $now));

        return $query;
    }
}
