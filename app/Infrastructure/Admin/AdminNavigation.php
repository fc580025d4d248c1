<?php

declare(strict_types=1);

namespace App\Infrastructure\Admin;

use App\Models\User;
use App\Policies\StaffGates;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Route;

/**
 * The back office's menu: every section a staff member may open, in order. A section shows when its route exists
 * and the person holds its ability, so a new section is one line here plus its routes and policy.
 */
final class AdminNavigation
{
    /**
     * route name, label key, icon (resources/js/layouts/admin/nav-icons.ts), the menu's group, ability, the
     * ability's argument
     *
     * @var list<array{route: string, label: string, icon: string, group: string, ability: string, argument?: class-string}>
     */
    private const SECTIONS = [
        ['route' => 'admin.dashboard', 'label' => 'admin.nav.dashboard', 'icon' => 'dashboard', 'group' => 'overview', 'ability' => StaffGates::ACCESS_ADMIN],
        ['route' => 'admin.orders.index', 'label' => 'admin.nav.orders', 'icon' => 'orders', 'group' => 'sales', 'ability' => 'viewAny', 'argument' => \App\Models\Order::class],
        ['route' => 'admin.calls.index', 'label' => 'admin.nav.calls', 'icon' => 'calls', 'group' => 'sales', 'ability' => 'viewAny', 'argument' => \App\Models\Order::class],
        ['route' => 'admin.customers.index', 'label' => 'admin.nav.customers', 'icon' => 'customers', 'group' => 'sales', 'ability' => StaffGates::VIEW_CUSTOMERS],
        ['route' => 'admin.returns.index', 'label' => 'returns.admin.nav', 'icon' => 'returns', 'group' => 'sales', 'ability' => StaffGates::VIEW_RETURNS],
        ['route' => 'admin.reports.index', 'label' => 'admin.nav.reports', 'icon' => 'reports', 'group' => 'sales', 'ability' => StaffGates::VIEW_REPORTS],
        ['route' => 'admin.products.index', 'label' => 'admin.nav.products', 'icon' => 'products', 'group' => 'catalog', 'ability' => StaffGates::MANAGE_STOCK],
        ['route' => 'admin.families.index', 'label' => 'admin.nav.families', 'icon' => 'families', 'group' => 'catalog', 'ability' => StaffGates::MANAGE_CATALOG],
        ['route' => 'admin.receipts.index', 'label' => 'admin.nav.receipts', 'icon' => 'receipts', 'group' => 'catalog', 'ability' => StaffGates::MOVE_GOODS],
        ['route' => 'admin.transfers.index', 'label' => 'admin.nav.transfers', 'icon' => 'transfers', 'group' => 'catalog', 'ability' => StaffGates::MOVE_GOODS],
        ['route' => 'admin.catalog-import.index', 'label' => 'admin.nav.catalog_import', 'icon' => 'catalog-import', 'group' => 'catalog', 'ability' => StaffGates::MANAGE_STOCK],
        ['route' => 'admin.categories.index', 'label' => 'admin.nav.categories', 'icon' => 'categories', 'group' => 'catalog', 'ability' => StaffGates::MANAGE_CATALOG],
        ['route' => 'admin.brands.index', 'label' => 'admin.nav.brands', 'icon' => 'brands', 'group' => 'catalog', 'ability' => StaffGates::MANAGE_CATALOG],
        ['route' => 'admin.attributes.index', 'label' => 'admin.nav.attributes', 'icon' => 'attributes', 'group' => 'catalog', 'ability' => StaffGates::MANAGE_CATALOG],
        ['route' => 'admin.banners.index', 'label' => 'admin.nav.banners', 'icon' => 'banners', 'group' => 'marketing', 'ability' => StaffGates::MANAGE_CATALOG],
        ['route' => 'admin.promotions.index', 'label' => 'admin.nav.promotions', 'icon' => 'promotions', 'group' => 'marketing', 'ability' => StaffGates::MANAGE_CATALOG],
        ['route' => 'admin.promo-codes.index', 'label' => 'admin.nav.promo_codes', 'icon' => 'promo_codes', 'group' => 'marketing', 'ability' => StaffGates::MANAGE_MARKETING],
        ['route' => 'admin.blog.index', 'label' => 'admin.nav.blog', 'icon' => 'blog', 'group' => 'content', 'ability' => StaffGates::MANAGE_CONTENT],
        ['route' => 'admin.pages.index', 'label' => 'admin.nav.pages', 'icon' => 'pages', 'group' => 'content', 'ability' => StaffGates::MANAGE_CONTENT],
        ['route' => 'admin.vacancies.index', 'label' => 'admin.nav.vacancies', 'icon' => 'vacancies', 'group' => 'content', 'ability' => StaffGates::MANAGE_CONTENT],
        ['route' => 'admin.about.edit', 'label' => 'admin.nav.about', 'icon' => 'about', 'group' => 'content', 'ability' => StaffGates::MANAGE_CONTENT],
        ['route' => 'admin.reviews.index', 'label' => 'admin.nav.reviews', 'icon' => 'reviews', 'group' => 'content', 'ability' => StaffGates::MODERATE_REVIEWS],
        ['route' => 'admin.messages.index', 'label' => 'admin.nav.messages', 'icon' => 'messages', 'group' => 'inbox', 'ability' => StaffGates::VIEW_INBOX],
        ['route' => 'admin.credit-requests.index', 'label' => 'admin.nav.credit_requests', 'icon' => 'credit-requests', 'group' => 'inbox', 'ability' => StaffGates::VIEW_INBOX],
        ['route' => 'admin.applications.index', 'label' => 'admin.nav.applications', 'icon' => 'applications', 'group' => 'inbox', 'ability' => StaffGates::VIEW_APPLICATIONS],
        ['route' => 'admin.newsletter.index', 'label' => 'admin.nav.newsletter', 'icon' => 'newsletter', 'group' => 'inbox', 'ability' => StaffGates::VIEW_INBOX],
        ['route' => 'admin.stores.index', 'label' => 'admin.nav.stores', 'icon' => 'stores', 'group' => 'shop', 'ability' => StaffGates::MANAGE_SHOP],
        ['route' => 'admin.credit-programmes.index', 'label' => 'admin.nav.credit_programmes', 'icon' => 'credit-programmes', 'group' => 'shop', 'ability' => StaffGates::MANAGE_SHOP],
        ['route' => 'admin.staff.index', 'label' => 'admin.nav.staff', 'icon' => 'staff', 'group' => 'shop', 'ability' => StaffGates::MANAGE_STAFF],
        ['route' => 'admin.audit.index', 'label' => 'admin.nav.audit', 'icon' => 'audit', 'group' => 'shop', 'ability' => StaffGates::VIEW_AUDIT],
    ];

    /**
     * @return list<array{route: string, label: string, icon: string, group: string}>
     */
    public static function for(User $user): array
    {
        $items = [];
        foreach (self::SECTIONS as $section) {
            $arguments = isset($section['argument']) ? [$section['argument']] : [];
            if (Route::has($section['route']) && Gate::forUser($user)->allows($section['ability'], $arguments)) {
                $items[] = ['route' => $section['route'], 'label' => $section['label'], 'icon' => $section['icon'], 'group' => $section['group']];
            }
        }

        return $items;
    }
}
