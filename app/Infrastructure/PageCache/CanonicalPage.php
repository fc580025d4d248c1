<?php

declare(strict_types=1);

namespace App\Infrastructure\PageCache;

use App\Http\Requests\Listing\ListingRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Queries\Products\AttributeCatalogue;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Illuminate\Support\Arr;
use Symfony\Component\HttpKernel\Exception\HttpException;

/**
 * The one list of the query parameters each public page reads, and the page's canonical address made from it: the
 * path with only those parameters, in one order. The page cache keys pages by it, so `/catalog?u=1`, `?u=2`, … are
 * one page, never a new entry each; a request that carries anything else is rendered (and kept) as its canonical
 * page, and nginx is told not to keep it under its own address (ServeCachedPages).
 */
final class CanonicalPage
{
    /** Stands for a listing's filters, sort and page (ListingRequest) and every filterable attribute's code. */
    public const LISTING = '@listing';

    /**
     * The parameters each `page.public` route reads, by its name without the language prefix. A route missing here
     * is not a page the cache keeps (BoundedPageCacheTest checks that every public route is here).
     *
     * @var array<string, list<string>>
     */
    public const PARAMETERS = [
        'home' => [],
        'about.show' => [],
        'blog.index' => ['categorie', 'eticheta', 'page'],
        'blog.show' => [],
        'brands.index' => [],
        'brands.show' => [self::LISTING],
        'careers.index' => [],
        'catalog.index' => [],
        'catalog.category' => [self::LISTING],
        'catalog.discounts' => [self::LISTING],
        'catalog.new-products' => [self::LISTING],
        'pages.show' => [],
        'products.show' => [],
        'promotions.index' => [],
        'promotions.show' => [self::LISTING],
        'search.results' => ['q', self::LISTING],
        'stores.index' => [],
        'stores.products' => [self::LISTING],
    ];

    /** The request attribute that keeps what was worked out for this request. */
    private const ATTRIBUTE = 'page-cache.canonical';

    /**
     * The canonical address of the page this request asks for (the full URL), or the request's own full URL when it
     * is not a public page (nothing to make canonical).
     */
    public static function url(Request $request): string
    {
        return self::of($request)['url'];
    }

    /** Whether the request's own address is its page's canonical one. */
    public static function isCanonical(Request $request): bool
    {
        return self::of($request)['canonical'];
    }

    /** The base route name of the public page asked for, or null. */
    public static function route(Request $request): ?string
    {
        return self::of($request)['route'];
    }

    /** A route parameter of the public page asked for (a product's slug), or null. */
    public static function parameter(Request $request, string $name): ?string
    {
        $value = self::of($request)['parameters'][$name] ?? null;

        return is_string($value) ? $value : null;
    }

    /**
     * Drops the parameters the page does not read, so the page rendered is its canonical one (its links, its
     * `url`, its nonce), fit to be kept for every address that leads to it.
     */
    public static function apply(Request $request): void
    {
        $page = self::of($request);
        if ($page['canonical']) {
            return;
        }
        $request->query->replace($page['query']);
        $request->server->set('QUERY_STRING', Arr::query($page['query']));
    }

    /**
     * @return array{url: string, canonical: bool, route: string|null, parameters: array<string, mixed>, query: array<string, mixed>}
     */
    private static function of(Request $request): array
    {
        $known = $request->attributes->get(self::ATTRIBUTE);
        if (is_array($known)) {
            /** @var array{url: string, canonical: bool, route: string|null, parameters: array<string, mixed>, query: array<string, mixed>} $known */
            return $known;
        }

        [$route, $parameters] = self::publicRoute($request);
        $query = $request->query->all();
        $kept = $route === null || $query === [] ? $query : array_intersect_key($query, array_flip(self::names($route)));
        ksort($kept);
        $page = [
            'url' => $kept === [] ? $request->url() : $request->url().'?'.Arr::query($kept),
            // The names decide, not their order or spelling: the key sorts and encodes the query anyway.
            'canonical' => count($kept) === count($query),
            'route' => $route,
            'parameters' => $parameters,
            'query' => $kept,
        ];
        $request->attributes->set(self::ATTRIBUTE, $page);

        return $page;
    }

    /**
     * @return list<string>
     */
    private static function names(string $route): array
    {
        $names = [];
        foreach (self::PARAMETERS[$route] ?? [] as $name) {
            if ($name !== self::LISTING) {
                $names[] = $name;

                continue;
            }
            array_push($names, ...ListingRequest::PARAMETERS);
            foreach (app(AttributeCatalogue::class)->filterable() as $attribute) {
                $names[] = $attribute['code'];
            }
        }

        return $names;
    }

    /**
     * @return array{0: string|null, 1: array<string, mixed>}
     */
    private static function publicRoute(Request $request): array
    {
        try {
            $route = app('router')->getRoutes()->match($request);
        } catch (HttpException) {
            return [null, []];
        }
        $name = $route instanceof Route ? $route->getName() : null;
        $name = $name === null ? null : LocalizedRoutes::baseName($name);

        return $name !== null && array_key_exists($name, self::PARAMETERS) ? [$name, $route->parameters()] : [null, []];
    }
}
