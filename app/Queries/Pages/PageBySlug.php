<?php

declare(strict_types=1);

namespace App\Queries\Pages;

use App\Models\Page;

/** A page by its slug, as /pagina/{slug} shows it. */
final class PageBySlug
{
    public function find(string $slug): ?Page
    {
        /** @var Page|null $page */
        $page = Page::query()->where('slug', $slug)->first();

        return $page;
    }
}
