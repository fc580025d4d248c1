<?php

declare(strict_types=1);

namespace App\Services\Returns;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Date;
use Illuminate\Support\Facades\URL;

/**
 * Where the order page's return and warranty forms post. Opened through a signed link, the page gets addresses signed
 * until the same moment (as the cancel form's, App\Infrastructure\Http\OrderLinks::cancelUrl()), so the order page's
 * own rule (OrderLinks::canView) lets the request through on the very terms it showed the page; the account's and the
 * guest cookie's pages get the plain address.
 */
final class AfterSaleLinks
{
    public static function url(Request $request, Order $order, string $route): string
    {
        $expires = $request->query('expires');
        if (is_string($expires) && ctype_digit($expires) && ($request->hasValidSignature() || $request->hasValidSignature(false))) {
            return URL::temporarySignedRoute(LocalizedRoutes::name($route), Date::createFromTimestamp((int) $expires), ['number' => $order->number], false);
        }

        return LocalizedRoutes::url($route, ['number' => $order->number]);
    }
}
