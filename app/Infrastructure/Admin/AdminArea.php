<?php

declare(strict_types=1);

namespace App\Infrastructure\Admin;

use App\Infrastructure\Locale\Locales;
use App\Models\User;
use Illuminate\Http\Request;

/**
 * The back office lives under /admin, without a language prefix: its pages speak the language the staff member
 * picked (saved on their account), whatever the URL.
 */
final class AdminArea
{
    public const PREFIX = 'admin';

    public static function matches(Request $request): bool
    {
        $path = $request->path();

        return $path === self::PREFIX || str_starts_with($path, self::PREFIX.'/');
    }

    /** The staff member's language; the default language before they sign in. */
    public static function locale(Request $request): string
    {
        $user = $request->user();
        $locale = $user instanceof User ? $user->locale : null;

        return in_array($locale, Locales::all(), true) ? $locale : Locales::default();
    }
}
