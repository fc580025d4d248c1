<?php

declare(strict_types=1);

namespace App\Infrastructure\Inertia;

use App\Infrastructure\Admin\AdminArea;
use App\Infrastructure\Seo\Robots;
use Closure;
use Inertia\Inertia;
use Inertia\Response;

/**
 * Renders a storefront page: every page has a title (shown as "{title} - {app name}"), an optional description and
 * optional extra head data (JSON-LD blocks, Open Graph tags) that the root view prints into the server-rendered
 * HTML and resources/js/layouts/storefront/page-head.tsx keeps in step on client-side visits. Pages search engines
 * should not index (App\Infrastructure\Seo\Robots) carry `meta.robots`.
 *
 * @phpstan-type OpenGraphTag array{property: string, content: string}
 * @phpstan-type Head array{json_ld?: list<array<string, mixed>>, open_graph?: list<OpenGraphTag>, canonical?: string}
 */
final class Page
{
    /**
     * `$head` may be a closure when working it out costs queries (a product page's family): the page's `meta` is then
     * worked out only when sent, so a partial reload that does not ask for it (the product page's `delivery`) never
     * runs it.
     *
     * @param  array<string, mixed>  $props
     * @param  Head|Closure(): Head  $head
     */
    public static function render(string $component, string $title, array $props = [], ?string $description = null, array|Closure $head = []): Response
    {
        $meta = $head instanceof Closure
            ? static fn (): array => self::meta($title, $description, $head())
            : self::meta($title, $description, $head);

        return Inertia::render($component, ['meta' => $meta, ...$props]);
    }

    /**
     * @param  Head  $head
     * @return array<string, mixed>
     */
    private static function meta(string $title, ?string $description, array $head): array
    {
        $meta = ['title' => $title];
        if ($description !== null) {
            $meta['description'] = $description;
        }
        if (($head['json_ld'] ?? []) !== []) {
            $meta['json_ld'] = $head['json_ld'];
        }
        if (($head['open_graph'] ?? []) !== []) {
            $meta['open_graph'] = $head['open_graph'];
        }
        // Listings keep their filters and page in the canonical URL (the default drops every query parameter).
        if (isset($head['canonical'])) {
            $meta['canonical'] = $head['canonical'];
        }
        // Kept right on client-side visits by page-head.tsx; the back office's layout writes its own.
        $robots = Robots::directive(request());
        if ($robots !== null && ! AdminArea::matches(request())) {
            $meta['robots'] = $robots;
        }

        return $meta;
    }

    /**
     * The source file of a page component, the key of its chunk in the Vite manifest: `home/index` is
     * resources/js/pages/home/index.tsx, while test-only pages (`testing/…`, kept out of the production build) live in
     * resources/js/test-pages/. resources/js/lib/pages.ts resolves names the same way.
     */
    public static function sourceFile(string $component): string
    {
        return str_starts_with($component, 'testing/')
            ? 'resources/js/test-pages/'.substr($component, strlen('testing/')).'.tsx'
            : 'resources/js/pages/'.$component.'.tsx';
    }

    /**
     * A JSON-LD block safe to print inside `<script type="application/ld+json">`: `<`, `>` and `&` are written as
     * \u escapes, so no text in the data (a product name with `</script>`) can end the script element.
     *
     * @param  array<string, mixed>  $block
     */
    public static function jsonLd(array $block): string
    {
        return json_encode($block, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP | JSON_THROW_ON_ERROR);
    }
}
