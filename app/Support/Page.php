<?php

declare(strict_types=1);

namespace App\Support;

use Inertia\Inertia;
use Inertia\Response;

/**
 * Renders a storefront page: every page has a title (shown as "{title} - {app name}") and an optional description.
 */
final class Page
{
    /**
     * @param  array<string, mixed>  $props
     */
    public static function render(string $component, string $title, array $props = [], ?string $description = null): Response
    {
        $meta = ['title' => $title];
        if ($description !== null) {
            $meta['description'] = $description;
        }

        return Inertia::render($component, ['meta' => $meta, ...$props]);
    }
}
