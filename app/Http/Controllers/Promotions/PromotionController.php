<?php

declare(strict_types=1);

namespace App\Http\Controllers\Promotions;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Listing\ListingPage;
use App\Http\Requests\Listing\ListingRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Listing\ListingScope;
use App\Queries\Promotions\PromotionDetails;
use App\Queries\Promotions\RunningPromotionBySlug;
use App\Support\Text;
use Inertia\Response;

/**
 * `/promotii/{slug}`: a running promotion (banner, period, description, terms) and its products with filters. An
 * ended, future or unpublished promotion is a 404, as shoppers must not land on an offer they cannot have.
 */
final class PromotionController extends Controller
{
    public function __invoke(ListingRequest $request, ListingPage $listing, RunningPromotionBySlug $promotions, string $slug): Response
    {
        $promotion = $promotions->find($slug) ?? abort(404);
        $title = $promotion->translate('title');

        return $listing->render($request, ListingScope::promotion($promotion->id), 'promotions/show', $title, [
            'promotion' => PromotionDetails::of($promotion),
            'breadcrumbs' => [
                ['name' => Text::get('promotions.title'), 'url' => LocalizedRoutes::url('promotions.index')],
                ['name' => $title, 'url' => LocalizedRoutes::url('promotions.show', ['slug' => $promotion->slug])],
            ],
        ]);
    }
}
