<?php

declare(strict_types=1);

namespace App\Http\Controllers\Cart;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\CurrentCart;
use App\Queries\Cart\CartDelivery;
use App\Queries\Cart\CartSummary;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** The cart page (/cos): the shopper's own cart, priced from the database, with what delivery costs for it. */
final class CartController extends Controller
{
    public function __invoke(Request $request, CurrentCart $carts, CartSummary $summaries, CartDelivery $delivery): Response
    {
        $title = Text::get('cart.title');
        $summary = $summaries->for($carts->find($request));

        return Page::render('cart/show', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('cart.show')]],
            'summary' => $summary,
            'delivery' => $delivery->for($summary['total'], $summary['free_delivery']),
        ]);
    }
}
