<?php

declare(strict_types=1);

namespace App\Infrastructure\Seo;

use App\Infrastructure\Admin\AdminArea;
use App\Infrastructure\Locale\LocalizedRoutes;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Illuminate\Support\Str;

/**
 * Whether search engines may index the page a request asks for. Private and endless pages (cart, checkout, account,
 * orders, search results, listings with more than one filter value: config/seo.php) answer `noindex, follow`, so
 * links on them are still followed; the back office answers `noindex, nofollow`. The same words go into the page's
 * `<meta name="robots">` (App\Infrastructure\Inertia\Page::render) and the `X-Robots-Tag` header (App\Http\Middleware\RobotsTag).
 */
final class Robots
{
    public const NOINDEX = 'noindex, follow';

    public const NOINDEX_NOFOLLOW = 'noindex, nofollow';

    private const ATTRIBUTE = 'robots.noindex';

    /** Marks this request's page as not to be indexed (a listing narrowed by several filters). */
    public static function noindex(Request $request): void
    {
        $request->attributes->set(self::ATTRIBUTE, true);
    }

    /** The robots directive of the request's page, or null when it may be indexed. */
    public static function directive(Request $request): ?string
    {
        if (AdminArea::matches($request)) {
            return self::NOINDEX_NOFOLLOW;
        }
        if ($request->attributes->get(self::ATTRIBUTE) === true) {
            return self::NOINDEX;
        }

        $route = ($request->getRouteResolver())();
        $name = $route instanceof Route ? $route->getName() : null;
        if ($name === null) {
            return null;
        }

        return Str::is(config()->array('seo.noindex_routes'), LocalizedRoutes::baseName($name)) ? self::NOINDEX : null;
    }
}
