<?php

declare(strict_types=1);

namespace App\Http\Controllers\Products;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\PageCache\PageFragments;
use App\Models\Category;
use App\Queries\Products\DeliveryEstimate;
use App\Queries\Products\ProductBySlug;
use App\Queries\Products\ProductCards;
use App\Queries\Products\ProductDetails;
use App\Queries\Products\ProductHead;
use App\Queries\Products\ProductSpecs;
use App\Queries\Products\SimilarProducts;
use App\Queries\Products\StoreAvailability;
use App\Queries\Products\VariantChoices;
use App\Queries\Reviews\ProductReviews;
use App\Queries\Reviews\ReviewsJsonLd;
use App\Services\Credit\CreditProgrammeTable;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * The product page (`/produs/{slug}`, `/ru/produs/{slug}`): gallery, price and credit, the switcher between the
 * variants of its family (docs/variants.md), stock per store, specs, similar products, with structured data and Open Graph tags for search engines and link previews. The parts after the
 * product are closures, as are the family and the head (`meta`) built from it, so the page's own partial reload of
 * `delivery` (when the estimate it was served with has passed its `refresh_at`, see DeliveryEstimate) works out only
 * that.
 */
final class ProductController extends Controller
{
    public function __invoke(
        Request $request,
        ProductBySlug $products,
        ProductSpecs $specs,
        StoreAvailability $availability,
        SimilarProducts $similar,
        CreditProgrammeTable $credit,
        DeliveryEstimate $delivery,
        VariantChoices $choices,
        ProductReviews $reviewQueries,
        string $slug,
    ): Response {
        $product = $products->find($slug) ?? abort(404);
        // The family and its variants (five queries or so), for the switcher and the head: worked out once, and only
        // when one of them is sent, so the page's partial reload of `delivery` skips them.
        $family = false;
        $familyOf = static function () use (&$family, $choices, $product): ?array {
            if ($family === false) {
                $family = $choices->family($product);
            }

            return $family;
        };
        // The published reviews of its family (docs/reviews.md): the same for everyone, so they may be in the cached page;
        // worked out once for the prop and the head's JSON-LD, and not for a partial reload that asks for neither.
        $reviews = null;
        $reviewsOf = static function () use (&$reviews, $reviewQueries, $product): array {
            return $reviews ??= ['summary' => $reviewQueries->summary($product), 'list' => $reviewQueries->page($product)];
        };
        $name = $product->translate('name');
        $breadcrumbs = [
            ...self::categoryCrumbs($products->categoryChain($product)),
            ['name' => $name, 'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug])],
        ];

        return Page::render('products/show', $name, [
            'product' => ProductDetails::of($product),
            'variants' => static function () use ($familyOf, $product): ?array {
                $family = $familyOf();

                return $family === null ? null : VariantChoices::props($family, $product);
            },
            'breadcrumbs' => $breadcrumbs,
            'specs' => static fn (): array => $specs->forProduct($product->id),
            'availability' => static fn (): array => $availability->forProduct($product->id),
            'delivery' => static fn (): array => $delivery->forProduct($product->id, $product->stock_total > 0),
            'creditProgrammes' => static fn (): array => $credit->rows($product->sellingPrice()),
            'reviews' => $reviewsOf,
            // The cards around the page: the same for everyone until something a page shows changes.
            'similar' => static fn (): array => PageFragments::remember($request, 'similar:'.$product->id.':'.app()->getLocale(), static fn (): array => ProductCards::cards($similar->for($product))),
        ], ProductHead::description($product), static fn (): array => ReviewsJsonLd::into(ProductHead::for($product, $breadcrumbs, $familyOf()), $reviewsOf()));
    }

    /**
     * @param  list<Category>  $chain  root first
     * @return list<array{name: string, url: string}>
     */
    private static function categoryCrumbs(array $chain): array
    {
        $names = ['slug', 'subSlug', 'subSubSlug'];
        $parameters = [];
        $crumbs = [];
        foreach ($chain as $depth => $node) {
            $parameters[$names[$depth]] = $node->slug;
            $crumbs[] = ['name' => $node->translate('name'), 'url' => LocalizedRoutes::url('catalog.category', $parameters)];
        }

        return $crumbs;
    }
}
