<?php

declare(strict_types=1);

namespace App\Http\Controllers\Favourites;

use App\Actions\Shopper\SaveProduct;
use App\Actions\Shopper\UnsaveProduct;
use App\Enums\ShopperList;
use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\SavedListAnswer;
use App\Infrastructure\Shopper\ShopperKey;
use App\Queries\Products\ProductCards;
use App\Queries\Shopper\SavableProduct;
use App\Queries\Shopper\SavedProducts;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** The favourites page (`/favorite`) and the heart toggles' writes, for guests and accounts alike. */
final class FavouriteController extends Controller
{
    public function index(Request $request, SavedProducts $saved): Response
    {
        $title = Text::get('favourites.title');
        $products = $saved->products(ShopperKey::of($request), ShopperList::Favourites);

        return Page::render('favourites/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('favourites.index')]],
            'products' => ProductCards::cards($products),
        ], Text::get('favourites.description'));
    }

    public function store(Request $request, SaveProduct $save, SavableProduct $products, int $product): JsonResponse|RedirectResponse
    {
        $model = $products->find($product, ShopperList::Favourites) ?? abort(404);
        $shopper = ShopperKey::ensure($request);
        $save->handle($shopper, ShopperList::Favourites, $model);

        return SavedListAnswer::make($request, ShopperList::Favourites, $shopper);
    }

    public function destroy(Request $request, UnsaveProduct $unsave, int $product): JsonResponse|RedirectResponse
    {
        // A guest without the cookie has nothing to remove and gets no cookie for asking.
        $shopper = ShopperKey::of($request);
        if ($shopper !== null) {
            $unsave->handle($shopper, ShopperList::Favourites, $product);
        }

        return SavedListAnswer::make($request, ShopperList::Favourites, $shopper);
    }
}
