<?php

declare(strict_types=1);

namespace App\Http\Controllers\Home;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Seo\ShopSchema;
use App\Queries\Home\RunningBanners;
use App\Queries\Products\ProductCards;
use App\Queries\Promotions\PromotionDetails;
use App\Queries\Promotions\RunningPromotions;
use App\Queries\Stores\StoreRows;
use App\Queries\Stores\StoresInOrder;
use App\Support\Text;
use Illuminate\Support\Arr;
use Inertia\Response;

/**
 * The home page. Its banners, running promotions, sliders and stores come with the first paint; the widgets then refresh them through the
 * JSON API, with the same answers. Search engines get the shop's Organization and its search box (WebSite).
 */
final class HomeController extends Controller
{
    public function __invoke(ProductCards $cards, StoresInOrder $stores, RunningBanners $banners, RunningPromotions $promotions): Response
    {
        return Page::render('home/index', Text::get('home.title'), [
            'newProducts' => ProductCards::cards($cards->newest()),
            'popularProducts' => ProductCards::cards($cards->popular()),
            'salesProducts' => ProductCards::cards($cards->paginate('discount', 10, 1)->items()),
            'stores' => StoreRows::rows($stores->get()),
            'banners' => $banners->get(),
            // The cards need no description, terms or discount: those stay on the promotion's own page.
            'promotions' => array_map(
                static fn (array $promotion): array => Arr::except($promotion, ['description_html', 'terms_html', 'discount']),
                PromotionDetails::list($promotions->get()),
            ),
        ], Text::get('home.description'), ['json_ld' => [ShopSchema::organization(), ShopSchema::webSite()]]);
    }
}
