<?php

declare(strict_types=1);

namespace App\Http\Controllers\Credit;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Credit\CalculatorProgrammes;
use App\Queries\Credit\CreditProduct;
use App\Queries\Credit\CreditProgrammes;
use App\Queries\Products\ProductPictures;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * `/credit`: the partner programmes available today, the calculator, conditions and documents, and the request
 * form. `?produs={slug}` (the product page's credit link) preselects that product and its price; `?suma=` (lei)
 * presets an amount. Unknown products and odd amounts fall back to the default amount.
 */
final class CreditPageController extends Controller
{
    /** The amount the calculator opens with, in bani. */
    public const DEFAULT_AMOUNT = 1_000_000;

    public function __invoke(Request $request, CreditProgrammes $programmes, CreditProduct $products): Response
    {
        $product = $products->find($request->query('produs'));
        $typed = $request->query('suma');
        // A product is borrowed for at the price it sells at now (a running promotion's when one lowers it).
        $amount = $product?->sellingPrice()
            ?? (is_string($typed) && ctype_digit($typed) && (int) $typed >= 1 && (int) $typed <= 1_000_000 ? (int) $typed * 100 : self::DEFAULT_AMOUNT);
        $title = Text::get('credit.title');

        return Page::render('credit/index', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('credit.show')]],
            'programmes' => CalculatorProgrammes::programmes($programmes->available()),
            'product' => $product === null ? null : [
                'slug' => $product->slug,
                'name' => $product->translate('name'),
                'price' => $product->sellingPrice(),
                'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug]),
                'image' => ProductPictures::cardUrl($product),
            ],
            'amount' => $amount,
        ], Text::get('credit.description'));
    }
}
