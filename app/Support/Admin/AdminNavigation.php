<?php

declare(strict_types=1);

namespace App\Support\Admin;

use App\Models\User;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\Route;

/**
 * The back office's menu: every section a staff member may open, in order. A section shows when its route exists
 * and the person holds its ability, so a new section is one line here plus its routes and policy.
 */
final class AdminNavigation
{
    /**
     * route name, label key, icon (resources/js/components/admin/layout/nav-icons.ts), ability, the ability's argument
     *
     * @var list<array{route: string, label: string, icon: string, ability: string, argument?: class-string}>
     */
    private const SECTIONS = [
        ['route' => 'admin.dashboard', 'label' => 'admin.nav.dashboard', 'icon' => 'dashboard', 'ability' => StaffGates::ACCESS_ADMIN],
        ['route' => 'admin.orders.index', 'label' => 'admin.nav.orders', 'icon' => 'orders', 'ability' => 'viewAny', 'argument' => \App\Models\Order::class],
        ['route' => 'admin.calls.index', 'label' => 'admin.nav.calls', 'icon' => 'calls', 'ability' => 'viewAny', 'argument' => \App\Models\Order::class],
        ['route' => 'admin.staff.index', 'label' => 'admin.nav.staff', 'icon' => 'staff', 'ability' => StaffGates::MANAGE_STAFF],
        ['route' => 'admin.audit.index', 'label' => 'admin.nav.audit', 'icon' => 'audit', 'ability' => StaffGates::VIEW_AUDIT],
    ];

    /**
     * @return list<array{route: string, label: string, icon: string}>
     */
    public static function for(User $user): array
    {
        $items = [];
        foreach (self::SECTIONS as $section) {
            $arguments = isset($section['argument']) ? [$section['argument']] : [];
            if (Route::has($section['route']) && Gate::forUser($user)->allows($section['ability'], $arguments)) {
                $items[] = ['route' => $section['route'], 'label' => $section['label'], 'icon' => $section['icon']];
            }
        }

        return $items;
    }
}
