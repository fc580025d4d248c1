<?php

declare(strict_types=1);

namespace App\Http\Controllers\Stores;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Listing\ListingPage;
use App\Http\Requests\Listing\ListingRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Listing\ListingScope;
use App\Queries\Stores\StoreBySlug;
use App\Support\Text;
use Inertia\Response;

/** `/contacte/magazine/{slug}/produse`: what one shop has on its shelves, with the listing's filters and sorting. */
final class StoreProductsController extends Controller
{
    public function __invoke(ListingRequest $request, ListingPage $listing, StoreBySlug $stores, string $slug): Response
    {
        $store = $stores->find($slug) ?? abort(404);
        $name = $store->translate('name');
        $heading = Text::get('stores.products.heading', ['store' => $name]);

        return $listing->render($request, ListingScope::store($store->id), 'catalog/listing', $heading, [
            'heading' => $heading,
            'intro' => Text::get('stores.products.intro', ['address' => $store->translate('address')]),
            'breadcrumbs' => [
                ['name' => Text::get('stores.title'), 'url' => LocalizedRoutes::url('stores.index')],
                ['name' => $name, 'url' => LocalizedRoutes::url('stores.products', ['slug' => $store->slug])],
            ],
        ]);
    }
}
