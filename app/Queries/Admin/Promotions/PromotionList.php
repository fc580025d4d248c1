<?php

declare(strict_types=1);

namespace App\Queries\Admin\Promotions;

use App\Enums\PromotionDiscount;
use App\Infrastructure\Database\LikePattern;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Models\Promotion;
use App\Search\ProductSearch;
use App\Support\PeriodState;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * The back office's promotions: the list by state (running, scheduled, ended, unpublished), newest start first, a
 * page at a time; one promotion for its form; and the product picker's answers.
 */
final class PromotionList
{
    public const PER_PAGE = 25;

    public const STATES = ['running', 'scheduled', 'ended', 'inactive'];

    /** How many of the search index's matches the picker orders by sales before keeping its 20. */
    private const INDEX_MATCHES = 200;

    public function __construct(private readonly ImageStore $images, private readonly ProductSearch $search)
    {
    }

    /**
     * @return LengthAwarePaginator<int, Promotion>
     */
    public function paginate(?string $state): LengthAwarePaginator
    {
        $now = now();
        $query = Promotion::query()->withCount('products');
        match ($state) {
            'running' => Promotion::scopeRunning($query),
            'scheduled' => $query->where('is_published', true)->where('starts_at', '>', $now),
            'ended' => $query->where('is_published', true)->whereNotNull('ends_at')->where('ends_at', '<', $now),
            'inactive' => $query->where('is_published', false),
            default => $query,
        };

        /** @var LengthAwarePaginator<int, Promotion> $page */
        $page = $query->orderByDesc('starts_at')->orderByDesc('id')->paginate(self::PER_PAGE)->withQueryString();

        return $page;
    }

    /**
     * @return array<string, mixed>
     */
    public function row(Promotion $promotion): array
    {
        return [
            'id' => $promotion->id,
            'slug' => $promotion->slug,
            'title' => $promotion->translate('title'),
            'starts_at' => (string) PeriodState::local($promotion->starts_at),
            'ends_at' => PeriodState::local($promotion->ends_at),
            'is_published' => $promotion->is_published,
            'products_count' => (int) $promotion->products_count,
            'state' => PeriodState::of($promotion->is_published, $promotion->starts_at, $promotion->ends_at),
            'url' => LocalizedRoutes::url('promotions.show', ['slug' => $promotion->slug], 'ro'),
        ];
    }

    /**
     * @return array<string, mixed>
     */
    public function form(Promotion $promotion): array
    {
        $text = static fn (array $values): array => ['ro' => $values['ro'] ?? '', 'ru' => $values['ru'] ?? ''];
        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $products */
        $products = $promotion->products()->orderBy('products.id')->get();

        return [
            'id' => $promotion->id,
            'slug' => $promotion->slug,
            'title' => $text($promotion->title),
            'summary' => $text($promotion->summary),
            'description' => $text($promotion->description),
            'terms' => $text($promotion->terms),
            'starts_at' => (string) PeriodState::local($promotion->starts_at),
            'ends_at' => PeriodState::local($promotion->ends_at),
            'is_published' => $promotion->is_published,
            'sort' => $promotion->sort,
            'discount_type' => $promotion->discount_type->value ?? 'none',
            // The form takes an amount in whole lei; it is kept in bani.
            'discount_value' => $promotion->discount_type === PromotionDiscount::Amount ? intdiv((int) $promotion->discount_value, 100) : $promotion->discount_value,
            'banner_url' => $promotion->banner === null ? null : $this->images->url($promotion->banner, 'card'),
            'products' => array_values(array_map(self::picked(...), $products->all())),
            'url' => LocalizedRoutes::url('promotions.show', ['slug' => $promotion->slug], 'ro'),
        ];
    }

    /**
     * Products for the picker, best-selling first, at most 20: what the storefront's search finds for the words (every
     * word, in any order, case, diacritics and alphabet folded by the same index and Normalizer), and any product,
     * switched off ones too, whose SKU or name holds the text as typed.
     *
     * @return list<array{id: int, name: string, sku: string, price: int}>
     */
    public function searchProducts(string $text): array
    {
        $like = LikePattern::containing(trim($text));
        $found = $this->search->ids($text, self::INDEX_MATCHES);

        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $products */
        $products = Product::query()
            ->where(static fn (Builder $query) => $query
                ->whereIn('id', $found)
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'sku'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ro'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($query, 'name->ru'), [$like]))
            ->orderByDesc('popularity')->orderBy('id')->limit(20)->get();

        return array_values(array_map(self::picked(...), $products->all()));
    }

    /**
     * @return array{id: int, name: string, sku: string, price: int}
     */
    private static function picked(Product $product): array
    {
        return ['id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku, 'price' => $product->price];
    }
}
