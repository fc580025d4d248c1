<?php

declare(strict_types=1);

namespace App\Queries\About;

use App\Models\Page;

/** The company page: the editable `pages` row `despre-companie`. */
final class AboutPage
{
    public const SLUG = 'despre-companie';

    public function find(): ?Page
    {
        /** @var Page|null $page */
        $page = Page::query()->where('slug', self::SLUG)->first();

        return $page;
    }
}
