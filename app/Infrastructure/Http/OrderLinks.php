<?php

declare(strict_types=1);

namespace App\Infrastructure\Http;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Order;
use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Date;
use Illuminate\Support\Facades\URL;

/**
 * The order page's address, signed so that the link in the e-mail (or the redirect after checkout) opens it for
 * a guest, and nobody reaches another order by changing the number. The signature carries an expiry
 * (`orders.link_days`): a forwarded or leaked mail does not open the order for ever. Without a valid signature only
 * the account or the guest cookie that placed the order sees it.
 */
final class OrderLinks
{
    public static function page(Order $order, bool $absolute = true, ?string $locale = null): string
    {
        return URL::temporarySignedRoute(
            LocalizedRoutes::name('orders.show', $locale ?? $order->locale),
            now()->addDays(config()->integer('orders.link_days')),
            ['number' => $order->number],
            $absolute,
        );
    }

    /**
     * Where the order page's cancel form posts. Opened through a signed link, the page gets a cancel address signed
     * until the same moment, so canView() lets the cancellation through on the very terms it showed the page.
     */
    public static function cancelUrl(Request $request, Order $order): string
    {
        $expires = self::signedUntil($request);
        if ($expires !== null) {
            return URL::temporarySignedRoute(LocalizedRoutes::name('orders.cancel'), Date::createFromTimestamp($expires), ['number' => $order->number], false);
        }

        return LocalizedRoutes::url('orders.cancel', ['number' => $order->number]);
    }

    /**
     * When the signed link the page was opened through runs out (its `expires`, a Unix time), or null when the page
     * was not opened through a valid signed link with an expiry: the forms on the page are signed until then.
     */
    public static function signedUntil(Request $request): ?int
    {
        $expires = $request->query('expires');
        if (is_string($expires) && ctype_digit($expires) && ($request->hasValidSignature() || $request->hasValidSignature(false))) {
            return (int) $expires;
        }

        return null;
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

    /** A link the shop really signed (absolute, as in mails, or relative) whose time has run out. */
    public static function isExpired(Request $request): bool
    {
        return (URL::hasCorrectSignature($request) || URL::hasCorrectSignature($request, false))
            && ! URL::signatureHasNotExpired($request);
    }

    /**
     * Whether `expires` and `signature` (sent back by the expired-link page) belong to a link the shop signed for this
     * order in the current language, expired or not.
     */
    public static function isGenuine(Order $order, string $expires, string $signature): bool
    {
        $query = '?'.http_build_query(['expires' => $expires, 'signature' => $signature]);
        $path = LocalizedRoutes::url('orders.show', ['number' => $order->number]);

        return URL::hasCorrectSignature(Request::create(url($path).$query))
            || URL::hasCorrectSignature(Request::create($path.$query), false);
    }

    /** i***@gmail.com: enough for the owner to recognise the address, too little to learn it. */
    public static function maskEmail(string $email): string
    {
        $at = strrpos($email, '@');
        if ($at === false || $at === 0) {
            return '***';
        }

        return mb_substr($email, 0, 1).'***'.substr($email, $at);
    }
}
