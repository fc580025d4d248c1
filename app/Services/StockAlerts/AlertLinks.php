<?php

declare(strict_types=1);

namespace App\Services\StockAlerts;

use App\Infrastructure\Locale\LocalizedRoutes;
use Illuminate\Mail\Mailables\Headers;
use Illuminate\Support\Facades\URL;

/** The links alert mails carry, absolute and in the shopper's language. */
final class AlertLinks
{
    /** The unsubscribe link: the alert's id signed with the app key (no expiry), so every mail's link keeps working. */
    public static function unsubscribe(int $alertId, string $locale): string
    {
        return URL::signedRoute(LocalizedRoutes::name('stock-alerts.unsubscribe', $locale), ['alert' => $alertId]);
    }

    /** A mail's unsubscribe headers: the link, and mail clients' one-click POST to it (RFC 8058). */
    public static function unsubscribeHeaders(int $alertId, string $locale): Headers
    {
        return new Headers(text: [
            'List-Unsubscribe' => '<'.self::unsubscribe($alertId, $locale).'>',
            'List-Unsubscribe-Post' => 'List-Unsubscribe=One-Click',
        ]);
    }

    public static function confirm(string $token, string $locale): string
    {
        return url(LocalizedRoutes::url('stock-alerts.confirm', ['token' => $token], $locale));
    }

    public static function product(string $slug, string $locale): string
    {
        return url(LocalizedRoutes::url('products.show', ['slug' => $slug], $locale));
    }
}
