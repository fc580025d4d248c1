<?php

declare(strict_types=1);

namespace App\Http\Controllers\Settings;

use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Support\Text;
use Inertia\Response;

/**
 * A settings page: its title and the breadcrumbs Account › Settings › page.
 */
final class SettingsPage
{
    /**
     * @param  array<string, mixed>  $props
     */
    public static function render(string $component, string $titleKey, string $routeName, array $props = []): Response
    {
        $title = Text::get($titleKey);

        return Page::render($component, $title, [
            'breadcrumbs' => [
                ['name' => Text::get('account.dashboard.title'), 'url' => LocalizedRoutes::url('account.dashboard')],
                ['name' => $title, 'url' => LocalizedRoutes::url($routeName)],
            ],
            'status' => session('status'),
            ...$props,
        ]);
    }
}
