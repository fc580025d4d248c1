<?php

declare(strict_types=1);

namespace App\Infrastructure\Seo;

use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use Illuminate\Routing\Route;
use Illuminate\Support\Facades\Route as Router;

/**
 * The text of `/robots.txt`: the sitemap's address, and the private or endless pages crawlers need not ask for, in
 * every language, taken from the routes (a renamed path stays covered). Rules are path prefixes, so a page whose
 * path merely starts the same way (/cont and /contacte) is written as `/cont$` plus `/cont/` instead. The pages
 * also answer `noindex` (Robots): a Disallow keeps a page out of crawling, not out of the index.
 */
final class RobotsTxt
{
    /** Storefront pages (registered per language); everything under each path goes with it. */
    public const PAGES = [
        'cart.show', 'checkout.show', 'orders.show', 'account.dashboard', 'search.results', 'favourites.index',
        'compare.index', 'recently-viewed.index', 'login', 'register', 'password.request', 'password.reset', 'password.confirm',
        'newsletter.confirm', 'newsletter.unsubscribe', 'stock-alerts.store',
    ];

    /** Language-neutral routes: the back office and the JSON API. */
    public const OTHER = ['admin.dashboard', 'api.user'];

    public static function render(): string
    {
        $prefixes = [];
        foreach (Locales::all() as $locale) {
            foreach (self::PAGES as $name) {
                $prefixes[] = self::prefix(LocalizedRoutes::name($name, $locale));
            }
        }
        foreach (self::OTHER as $name) {
            $prefixes[] = self::prefix($name);
        }
        $prefixes = array_values(array_unique(array_filter($prefixes, static fn (?string $prefix): bool => $prefix !== null)));

        $lines = ['User-agent: *'];
        foreach ($prefixes as $prefix) {
            foreach (self::rules($prefix) as $rule) {
                $lines[] = 'Disallow: '.$rule;
            }
        }
        $lines[] = '';
        $lines[] = 'Sitemap: '.rtrim(config()->string('app.url'), '/').'/sitemap.xml';

        return implode("\n", $lines)."\n";
    }

    /**
     * A route's path up to its first parameter: `/comanda/` for `comanda/{number}`, `/api/` for the API's routes.
     */
    private static function prefix(string $name): ?string
    {
        $route = Router::getRoutes()->getByName($name);
        if ($route === null) {
            return null;
        }
        $uri = $route->uri();
        if (str_starts_with($uri, 'api/')) {
            return '/api/';
        }
        $brace = strpos($uri, '{');

        return '/'.($brace === false ? $uri : substr($uri, 0, $brace));
    }

    /**
     * The prefix itself, or its exact path (with or without a query) and its subpaths when another page begins alike.
     *
     * @return list<string>
     */
    private static function rules(string $prefix): array
    {
        if (str_ends_with($prefix, '/')) {
            return [$prefix];
        }
        foreach (Router::getRoutes()->getRoutes() as $route) {
            /** @var Route $route */
            $path = '/'.$route->uri();
            if (in_array('GET', $route->methods(), true) && str_starts_with($path, $prefix) && $path !== $prefix && ! str_starts_with($path, $prefix.'/')) {
                return [$prefix.'$', $prefix.'?', $prefix.'/'];
            }
        }

        return [$prefix];
    }
}
