<?php

declare(strict_types=1);

namespace App\Http\Controllers\Cart;

use App\Http\Controllers\Controller;
use App\Queries\Cart\CartSummary;
use App\Queries\Cart\CurrentCart;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Page;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** The cart page (/cos): the shopper's own cart, priced from the database. */
final class CartController extends Controller
{
    public function __invoke(Request $request, CurrentCart $carts, CartSummary $summary): Response
    {
        $title = Text::get('cart.title');

        return Page::render('cart/show', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('cart.show')]],
            'summary' => $summary->for($carts->find($request), $request),
        ]);
    }
}
