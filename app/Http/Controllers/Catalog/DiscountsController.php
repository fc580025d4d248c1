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

/** `/categorie-produs/reduceri`: every discounted product, with the same filters and sorting as a category, biggest discount first unless the shopper picks another order. */
final class DiscountsController extends Controller
{
    public function __invoke(ListingRequest $request, ListingPage $listing): Response
    {
        $title = Text::get('listing.discounts.title');

        return $listing->render($request, ListingScope::discounted(), 'catalog/listing', $title, [
            'heading' => $title,
            'intro' => Text::get('listing.discounts.intro'),
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('catalog.discounts')]],
        ], defaultSort: ListingSort::Discount);
    }
}
