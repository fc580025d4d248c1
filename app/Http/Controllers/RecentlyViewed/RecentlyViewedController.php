<?php

declare(strict_types=1);

namespace App\Http\Controllers\RecentlyViewed;

use App\Actions\RecentlyViewed\ClearRecentlyViewed;
use App\Actions\RecentlyViewed\RecordView;
use App\Http\Controllers\Controller;
use App\Http\Requests\RecentlyViewed\ShowRecentlyViewedRequest;
use App\Infrastructure\Shopper\ViewerKey;
use App\Queries\RecentlyViewed\RecentlyViewedProducts;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * The recently viewed strip's JSON, asked for by the page after it is shown (the page itself may come from the page
 * cache, the same for everyone). Asked for by a product page, it records that product first, so a view is recorded
 * whether or not the server rendered the page; the product is then left out of the answer. docs/shop.md, "Recently
 * viewed products".
 */
final class RecentlyViewedController extends Controller
{
    public function index(ShowRecentlyViewedRequest $request, RecordView $record, RecentlyViewedProducts $recent): JsonResponse
    {
        $viewed = $request->viewedProduct();
        if ($viewed !== null && $record->viewable($viewed)) {
            $record->handle(ViewerKey::ensure($request), $viewed);
        }

        return self::answer($recent->cards(ViewerKey::of($request), $viewed));
    }

    public function destroy(Request $request, ClearRecentlyViewed $clear): JsonResponse
    {
        // A guest without the cookie has nothing to clear and gets no cookie for asking.
        $viewer = ViewerKey::of($request);
        if ($viewer !== null) {
            $clear->handle($viewer);
        }

        return self::answer([]);
    }

    /**
     * @param  list<array<string, mixed>>  $products
     */
    private static function answer(array $products): JsonResponse
    {
        return (new JsonResponse(['products' => $products]))->header('Cache-Control', 'no-store, private');
    }
}
