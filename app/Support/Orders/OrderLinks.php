<?php

declare(strict_types=1);

namespace App\Support\Orders;

use App\Models\Order;
use App\Models\User;
use App\Support\Locale\LocalizedRoutes;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\URL;

/**
 * The order page's address, signed so that the link in the e-mail (or the redirect after checkout) opens it for
 * a guest, and nobody reaches another order by changing the number. Without a valid signature only the account
 * or the guest cookie that placed the order sees it.
 */
final class OrderLinks
{
    public static function page(Order $order, bool $absolute = true, ?string $locale = null): string
    {
        return URL::signedRoute(LocalizedRoutes::name('orders.show', $locale ?? $order->locale), ['number' => $order->number], null, $absolute);
    }

    public static function canView(Request $request, Order $order, ?string $guestId): bool
    {
        $user = $request->user();
        if ($user instanceof User && $order->user_id === $user->id) {
            return true;
        }
        if ($order->user_id === null && $guestId !== null && $order->guest_id === $guestId) {
            return true;
        }

        return $request->hasValidSignature() || $request->hasValidSignature(false);
    }
}
