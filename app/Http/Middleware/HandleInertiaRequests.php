<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use App\Enums\Appearance;
use App\Enums\ShopperList;
use App\Infrastructure\Admin\AdminArea;
use App\Infrastructure\Admin\AdminNavigation;
use App\Infrastructure\Frontend\CompiledViteManifest;
use App\Infrastructure\Frontend\FrontendBuild;
use App\Infrastructure\Inertia\OnceFileValue;
use App\Infrastructure\Locale\CompiledTranslations;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Locale\LocalizedUrls;
use App\Infrastructure\Shopper\CurrentCart;
use App\Infrastructure\Shopper\ShopperKey;
use App\Models\User;
use App\Queries\Catalog\CategoryTree;
use App\Queries\Shopper\SavedProducts;
use App\Services\Content\LegalPages;
use App\Services\Stores\OpeningHours;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Inertia\Inertia;
use Inertia\Middleware;

/**
 * The props every page receives (typed on the client in resources/js/types/shared.ts).
 */
final class HandleInertiaRequests extends Middleware
{
    protected $rootView = 'app';

    /**
     * The asset version (a hash of the manifest of the build the app serves), from the compiled manifest when `optimize`
     * wrote it.
     */
    public function version(Request $request): ?string
    {
        $manifest = FrontendBuild::manifest();
        $compiled = CompiledViteManifest::hash($manifest);
        if ($compiled !== null || ! is_file($manifest)) {
            return $compiled ?? parent::version($request);
        }
        $hash = hash_file('xxh128', $manifest);

        return $hash === false ? null : $hash;
    }

    /**
     * @return array<string, mixed>
     */
    public function share(Request $request): array
    {
        $locale = app()->getLocale();
        // No route while an error is rendered before routing matched.
        $route = ($request->getRouteResolver())();
        $routeName = $route instanceof Route ? $route->getName() : null;

        // The back office's frame for staff; anyone else who strays under /admin sees the shop's error pages.
        $admin = AdminArea::matches($request) && ($user = $request->user()) instanceof User && $user->isActiveStaff();

        return [
            ...parent::share($request),
            'appName' => (string) config('app.name'),
            'locale' => $locale,
            'locales' => Locales::all(),
            // Sent once per language: the client keeps them across visits until the language changes. The back
            // office's strings go only to the back office.
            // The storefront's are a file a first visit names (App\Infrastructure\Inertia\OnceFiles): worked out only when a
            // page carrying them is encoded, never for the HTML.
            'translations' => Inertia::once(fn (): array|OnceFileValue => $admin ? self::translations($locale, true) : new OnceFileValue(static fn (): array => self::translations($locale, false)))
                ->as(($admin ? 'admin-translations.' : 'translations.').$locale),
            'route' => [
                'name' => $routeName === null ? null : LocalizedRoutes::baseName($routeName),
                'alternates' => LocalizedUrls::alternates($request),
                'canonical' => LocalizedUrls::canonical($request),
            ],
            'appearance' => Appearance::fromRequest($request)->value,
            'auth' => [
                'user' => fn (): ?array => self::user($request),
            ],
            ...($admin ? self::adminProps($request) : self::storeProps($request, $locale)),
        ];
    }

    /**
     * What the storefront's header, footer and lists need on every page.
     *
     * @return array<string, mixed>
     */
    private static function storeProps(Request $request, string $locale): array
    {
        return [
            // The category tree for the header menus; the client keeps it across visits in the same language.
            'catalog' => Inertia::once(fn (): OnceFileValue => new OnceFileValue(static fn (): array => app(CategoryTree::class)->forLocale($locale)))->as('catalog.'.$locale),
            'shop' => [
                'phones' => config()->array('shop.phones'),
                'email' => config()->string('shop.email'),
                // The footer's office hours on every page; config/company.php is their only source.
                'office_hours' => (new OpeningHours(config()->array('company.office_hours')))->groups(),
                // The legal pages' slugs by id, for the footer and the consent texts' links.
                'legal_pages' => LegalPages::PAGES,
            ],
            // The header counts and the toggles' state: one query per list, none for a guest without the cookie.
            'favourites' => fn (): array => self::savedList($request, ShopperList::Favourites),
            'compare' => fn (): array => self::savedList($request, ShopperList::Compare),
            // The header's cart badge: units in the shopper's cart, one query (none for a guest without a cart).
            'cart' => [
                'count' => fn (): int => app(CurrentCart::class)->count($request),
            ],
        ];
    }

    /**
     * The back office's frame: the sections this staff member may open, their role, and the last action's message.
     *
     * @return array<string, mixed>
     */
    private static function adminProps(Request $request): array
    {
        return [
            'admin' => static function () use ($request): array {
                // An error page under /admin raised before the session and sign-in were read (a malformed URL, an
                // unknown path) has no staff member to show sections to: an empty frame.
                $user = $request->hasSession() ? $request->user() : null;
                if (! $user instanceof User) {
                    return ['nav' => [], 'role' => null, 'status' => null];
                }

                return [
                    'nav' => AdminNavigation::for($user),
                    'role' => $user->role?->value,
                    'status' => $request->session()->get('status'),
                ];
            },
        ];
    }

    /**
     * @return array<string, string>
     */
    public static function translations(string $locale, bool $admin): array
    {
        /** @var array<string, string> $lines */
        $lines = app('translator')->getLoader()->load($locale, '*', '*');

        return $admin ? $lines : CompiledTranslations::storefront($lines);
    }

    /**
     * @return array{count: int, ids: list<int>}
     */
    private static function savedList(Request $request, ShopperList $list): array
    {
        $ids = app(SavedProducts::class)->ids(ShopperKey::of($request), $list);

        return ['count' => count($ids), 'ids' => $ids];
    }

    /**
     * @return array{id: int, name: string, email: string, appearance: string|null, role: string|null}|null
     */
    private static function user(Request $request): ?array
    {
        $user = $request->user();

        return $user === null ? null : [
            'id' => (int) $user->getAuthIdentifier(),
            'name' => (string) $user->getAttribute('name'),
            'email' => (string) $user->getAttribute('email'),
            // The colour scheme saved on the account, applied to a browser the person signs in on.
            'appearance' => $user->getAttribute('appearance'),
            // A staff member's role (the storefront's header links them to the back office); null for shoppers.
            'role' => $user instanceof User && $user->isActiveStaff() ? $user->role?->value : null,
        ];
    }
}
