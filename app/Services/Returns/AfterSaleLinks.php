<?php

declare(strict_types=1);

namespace App\Services\Returns;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Order;
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
    /**
     * @param  int|null  $signedUntil  when the signed link the page was opened through runs out
     *                                 (App\Infrastructure\Http\OrderLinks::signedUntil()), null for a plain address
     */
    public static function url(?int $signedUntil, Order $order, string $route): string
    {
        if ($signedUntil !== null) {
            return URL::temporarySignedRoute(LocalizedRoutes::name($route), Date::createFromTimestamp($signedUntil), ['number' => $order->number], false);
        }

        return LocalizedRoutes::url($route, ['number' => $order->number]);
    }
}
