<?php

declare(strict_types=1);

namespace App\Http\Controllers\Catalog;

use App\Enums\ListingSort;
use App\Http\Controllers\Controller;
use App\Http\Controllers\Listing\ListingPage;
use App\Http\Requests\Listing\ListingRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Listing\ListingScope;
use App\Support\Text;
use Inertia\Response;

/** `/produse-noi`: the products marked new, with filters and sorting, newest first unless the shopper picks another order. */
final class NewProductsController extends Controller
{
    public function __invoke(ListingRequest $request, ListingPage $listing): Response
    {
        $title = Text::get('listing.new.title');

        return $listing->render($request, ListingScope::newest(), 'catalog/listing', $title, [
            'heading' => $title,
            'intro' => Text::get('listing.new.intro'),
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('catalog.new-products')]],
        ], defaultSort: ListingSort::Newest);
    }
}
