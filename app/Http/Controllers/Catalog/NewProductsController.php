<?php

declare(strict_types=1);

namespace App\Http\Controllers\Catalog;

use App\Http\Controllers\Controller;
use App\Http\Requests\Catalog\ListingRequest;
use App\Queries\Catalog\Listing\ListingScope;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Text;
use Inertia\Response;

/** `/produse-noi`: the products marked new, with filters and sorting. */
final class NewProductsController extends Controller
{
    public function __invoke(ListingRequest $request, ListingPage $listing): Response
    {
        $title = Text::get('listing.new.title');

        return $listing->render($request, ListingScope::newest(), 'catalog/listing', $title, [
            'heading' => $title,
            'intro' => Text::get('listing.new.intro'),
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('products.new')]],
        ]);
    }
}
