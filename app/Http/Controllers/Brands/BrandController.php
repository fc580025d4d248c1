<?php

declare(strict_types=1);

namespace App\Http\Controllers\Brands;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Listing\ListingPage;
use App\Http\Requests\Listing\ListingRequest;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Brands\BrandBySlug;
use App\Queries\Listing\ListingScope;
use App\Support\Text;
use Inertia\Response;

/** `/branduri/{slug}`: one brand's products, with filters (but no brand facet) and sorting. */
final class BrandController extends Controller
{
    public function __invoke(ListingRequest $request, ListingPage $listing, BrandBySlug $brands, ImageStore $images, string $slug): Response
    {
        $brand = $brands->find($slug) ?? abort(404);

        return $listing->render($request, ListingScope::brand($brand), 'catalog/listing', $brand->name, [
            'heading' => $brand->name,
            'logo' => $brand->logo === null ? null : $images->url($brand->logo, 'logo'),
            'intro' => Text::get('listing.brand.intro', ['brand' => $brand->name]),
            'breadcrumbs' => [
                ['name' => Text::get('brands.title'), 'url' => LocalizedRoutes::url('brands.index')],
                ['name' => $brand->name, 'url' => LocalizedRoutes::url('brands.show', ['slug' => $brand->slug])],
            ],
        ], brandFacet: false);
    }
}
