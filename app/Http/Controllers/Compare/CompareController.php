<?php

declare(strict_types=1);

namespace App\Http\Controllers\Compare;

use App\Actions\Shopper\SaveProduct;
use App\Actions\Shopper\UnsaveProduct;
use App\Enums\SaveResult;
use App\Enums\ShopperList;
use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\SavedListAnswer;
use App\Infrastructure\Shopper\ShopperKey;
use App\Queries\Compare\CompareTable;
use App\Queries\Shopper\SavableProduct;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** The compare page (`/compara`) and the compare toggles' writes: at most four products per category. */
final class CompareController extends Controller
{
    public function index(Request $request, CompareTable $table): Response
    {
        $title = Text::get('compare.title');

        return Page::render('compare/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('compare.index')]],
            'groups' => $table->for(ShopperKey::of($request)),
            'limit' => SaveProduct::COMPARE_LIMIT,
        ], Text::get('compare.description'));
    }

    public function store(Request $request, SaveProduct $save, SavableProduct $products, int $product): JsonResponse|RedirectResponse
    {
        $model = $products->find($product, ShopperList::Compare) ?? abort(404);
        $shopper = ShopperKey::ensure($request);
        $result = $save->handle($shopper, ShopperList::Compare, $model);
        $error = $result === SaveResult::GroupFull
            ? Text::get('compare.group_full', ['limit' => SaveProduct::COMPARE_LIMIT, 'category' => $model->category->translate('name')])
            : null;

        return SavedListAnswer::make($request, ShopperList::Compare, $shopper, $error);
    }

    public function destroy(Request $request, UnsaveProduct $unsave, int $product): JsonResponse|RedirectResponse
    {
        // A guest without the cookie has nothing to remove and gets no cookie for asking.
        $shopper = ShopperKey::of($request);
        if ($shopper !== null) {
            $unsave->handle($shopper, ShopperList::Compare, $product);
        }

        return SavedListAnswer::make($request, ShopperList::Compare, $shopper);
    }
}
