<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Queries\Brands\BrandDirectory;
use App\Queries\Listing\FamilyOnce;
use App\Queries\Promotions\PromotionalPrices;
use App\Services\Credit\CreditTeaser;
use Closure;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Database\Query\Builder as QueryBuilder;

/**
 * Product lists for cards: new, popular and discounted products, with their main pictures, and their brands from the
 * brand directory; and the card itself, as pages show it (sliders, listings, cart, compare) and as the JSON API
 * answers it. Money in bani; `url` is the product page, relative and in the request's language; `image` the main
 * picture's card variant (load `mainImage` and `brand`).
 *
 * @phpstan-import-type Teaser from CreditTeaser
 * @phpstan-import-type FamilySummary from FamilySummaries
 *
 * @phpstan-type ApiCard array{id: int, name: string, slug: string, url: string, sku: string, image: string, price: int, old_price: int|null, discount_percent: int|null, brand: array{name: string, slug: string}, is_stock: bool, credit: Teaser|null}
 * @phpstan-type Card array{id: int, name: string, slug: string, url: string, sku: string, image: string, image_alt: string, image_srcset: string|null, price: int, old_price: int|null, discount_percent: int|null, brand: array{name: string, slug: string}, is_stock: bool, credit: Teaser|null, variants: FamilySummary|null, rating?: array{average: float, count: int}}
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
        $products = $this->active(self::flag('is_new'), FamilyOnce::flagged('is_listed_new'))->latest()->latest('id')->limit($limit)->get();
        $this->brands->attachTo($products);
        PromotionalPrices::give($products);

        return $products;
    }

    /**
     * @return Collection<int, Product>
     */
    public function popular(int $limit = self::SLIDER_SIZE): Collection
    {
        /** @var Collection<int, Product> $products */
        $products = $this->active(self::flag('is_popular'))->orderByDesc('in_stock')->orderByDesc('popularity')->orderBy('id')->limit($limit)->get();
        $this->brands->attachTo($products);
        PromotionalPrices::give($products);

        return $products;
    }

    /**
     * @return LengthAwarePaginator<int, Product>
     */
    public function paginate(string $type, int $perPage, int $page): LengthAwarePaginator
    {
        $query = match ($type) {
            'new' => $this->active(self::flag('is_new'), FamilyOnce::flagged('is_listed_new')),
            'popular' => $this->active(self::flag('is_popular')),
            default => $this->active(static fn (QueryBuilder $q, string $t) => $q->where("$t.discount_percent", '>', 0), FamilyOnce::flagged('is_listed_discounted')),
        };
        match ($type) {
            'new' => $query->latest(),
            // Popular and discounted lists show what can be bought first, as every listing's default order does.
            default => $query->orderByDesc('in_stock')->orderByDesc('popularity'),
        };

        $products = $query->orderBy('id')->paginate($perPage, ['*'], 'page', $page);
        $this->brands->attachTo($products->items());
        PromotionalPrices::give($products->items());

        return $products;
    }

    /**
     * A product's card on a page: the API's fields plus the picture's alt text and srcset; `variants` says what the
     * family it stands for is sold in (FamilySummaries), given by the list that computed it for all its cards.
     *
     * @param  FamilySummary|null  $variants
     * @return Card
     */
    public static function card(Product $product, ?array $variants = null): array
    {
        $picture = ProductPictures::card($product);

        return [
            'id' => $product->id,
            'name' => $product->translate('name'),
            'slug' => $product->slug,
            'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
            'sku' => $product->sku,
            'image' => $picture['image'],
            'image_alt' => $picture['image_alt'],
            'image_srcset' => $picture['image_srcset'],
            // The price a shopper pays now (a running promotion's, PromotionalPrices) and the one struck through.
            'price' => $product->sellingPrice(),
            'old_price' => $product->struckPrice(),
            'discount_percent' => $product->shownDiscountPercent(),
            'brand' => ['name' => $product->brand->name, 'slug' => $product->brand->slug],
            'is_stock' => $product->is_stock,
            'credit' => app(CreditTeaser::class)->for($product->sellingPrice()),
            'variants' => $variants,
            // Its family's published reviews (docs/reviews.md), read from the product's own row: no query per card.
            // Left out without reviews, so a card without them keeps its shape.
            ...($product->rating_count > 0 && $product->rating_average !== null
                ? ['rating' => ['average' => $product->rating_average, 'count' => $product->rating_count]] : []),
        ];
    }

    /**
     * The cards of a list, in its order.
     *
     * @param  iterable<Product>  $products
     * @return list<Card>
     */
    public static function cards(iterable $products): array
    {
        PromotionalPrices::give($products);
        $families = FamilySummaries::of($products);
        $cards = [];
        foreach ($products as $product) {
            $cards[] = self::card($product, $families[$product->id] ?? null);
        }

        return $cards;
    }

    /**
     * The card as the JSON API answers it (its clients read these fields, without the picture's alt text and srcset).
     *
     * @return ApiCard
     */
    public static function apiCard(Product $product): array
    {
        $card = self::card($product);
        unset($card['image_alt'], $card['image_srcset'], $card['variants'], $card['rating']);

        return $card;
    }

    /**
     * The active products that pass `$qualifies`, a family once as its best variant that does (FamilyOnce): a
     * family whose discounted or new variant is not its listed one still shows, as that variant.
     *
     * @param  Closure(QueryBuilder, string): mixed  $qualifies
     * @param  (Closure(QueryBuilder, string): mixed)|null  $familyOnce  how a family shows once (FamilyOnce::flagged
     *                                                              where FamilyListing writes it down), asked of the
     *                                                              siblings when null
     * @return Builder<Product>
     */
    private function active(Closure $qualifies, ?Closure $familyOnce = null): Builder
    {
        $query = Product::scopeActive(Product::query())->with('mainImage');
        $qualifies($query->getQuery(), 'products');
        if ($familyOnce === null) {
            FamilyOnce::bestQualifying($query->getQuery(), $qualifies, 'products');
        } else {
            $familyOnce($query->getQuery(), 'products');
        }

        return $query;
    }

    /**
     * @return Closure(QueryBuilder, string): mixed
     */
    private static function flag(string $column): Closure
    {
        return static fn (QueryBuilder $q, string $t) => $q->where("$t.$column", true);
    }
}
