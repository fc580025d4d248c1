<?php

declare(strict_types=1);

namespace App\Http\Controllers\Shopper;

use App\Enums\ShopperList;
use App\Http\Controllers\Controller;
use App\Infrastructure\Shopper\CurrentCart;
use App\Infrastructure\Shopper\ShopperKey;
use App\Queries\Shopper\SavedProducts;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * `GET /stare`: the shopper's state, never cached. Pages served to anonymous shoppers carry no session and no CSRF
 * token; the client asks here once before its first action (resources/js/lib/shopper-state.ts), which starts the
 * session and sets the XSRF-TOKEN cookie the action then sends. It answers the header's counts too.
 */
final class ShopperStateController extends Controller
{
    public function __invoke(Request $request, CurrentCart $cart, SavedProducts $saved): JsonResponse
    {
        $key = ShopperKey::of($request);
        $favourites = $saved->ids($key, ShopperList::Favourites);
        $compare = $saved->ids($key, ShopperList::Compare);
        $user = $request->user();

        return (new JsonResponse([
            'signed_in' => $user !== null,
            'cart' => ['count' => $cart->count($request)],
            'favourites' => ['count' => count($favourites), 'ids' => $favourites],
            'compare' => ['count' => count($compare), 'ids' => $compare],
        ]))->header('Cache-Control', 'no-store, private');
    }
}
