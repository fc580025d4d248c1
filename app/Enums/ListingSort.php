<?php

declare(strict_types=1);

namespace App\Enums;

use App\Queries\Promotions\PromotionalPrices;
use App\Support\Text;
use Illuminate\Database\Query\Builder;

/**
 * How a product listing is ordered; the value is the `sort` URL parameter. Every order ends with the id, so pages
 * never overlap or skip a product.
 */
enum ListingSort: string
{
    case Popular = 'popular';
    case PriceAsc = 'price-asc';
    case PriceDesc = 'price-desc';
    case Newest = 'newest';
    case Discount = 'discount';
    /** The best rated first (docs/reviews.md): products with reviews, by their average, then by how many. */
    case Rating = 'rating';
    /** Search results only: the engine's ranking. */
    case Relevance = 'relevance';

    /**
     * @return list<self>
     */
    public static function forListing(bool $search): array
    {
        $sorts = [self::Popular, self::PriceAsc, self::PriceDesc, self::Newest, self::Discount, self::Rating];

        return $search ? [self::Relevance, ...$sorts] : $sorts;
    }

    /** The order a listing has without a `sort` parameter, unless the page names its own. */
    public static function defaultFor(bool $search): self
    {
        return $search ? self::Relevance : self::Popular;
    }

    public function label(): string
    {
        return Text::get('listing.sort.'.$this->value);
    }

    /**
     * Orders a query over `products as p`; relevance is applied by the caller from the engine's ranking. The default
     * orders (popular, relevance) put products out of stock after those a shopper can buy.
     */
    public function apply(Builder $query): void
    {
        // By the price shoppers pay now: a running promotion's where one lowers it (the plain column when none does).
        [$price, $bindings] = in_array($this, [self::PriceAsc, self::PriceDesc], true) ? PromotionalPrices::expression('p') : ['p.price', []];
        match ($this) {
            // What can be bought first (`in_stock`, generated from stock_total and indexed per category level).
            self::Popular, self::Relevance => $query->orderByDesc('p.in_stock')->orderByDesc('p.popularity'),
            self::PriceAsc => $query->orderByRaw("$price ASC", $bindings),
            self::PriceDesc => $query->orderByRaw("$price DESC", $bindings),
            self::Newest => $query->orderByDesc('p.created_at'),
            self::Discount => $query->orderByDesc('p.discount_percent')->orderByDesc('p.popularity'),
            // The family's figures on each product's row (RecountRating); a product without reviews after the rest.
            self::Rating => $query->orderByRaw('CASE WHEN p.rating_count > 0 THEN 0 ELSE 1 END')
                ->orderByDesc('p.rating_average')->orderByDesc('p.rating_count')->orderByDesc('p.popularity'),
        };
        $query->orderBy('p.id');
    }
}
