<?php

declare(strict_types=1);

namespace App\Queries\Admin\Pages;

use App\Models\Page;
use App\Queries\About\AboutPage;
use App\Services\Content\LegalPages;
use App\Support\Dates;
use Illuminate\Database\Eloquent\Collection;

/** Every editable page for the back office, by slug; the about page opens its own editor, the legal pages cannot be deleted. */
final class PageList
{
    /**
     * @return list<array{id: int, slug: string, title: string, about: bool, legal: bool, url: string, updated_at: string|null}>
     */
    public function get(): array
    {
        /** @var Collection<int, Page> $pages */
        $pages = Page::query()->orderBy('slug')->get(['id', 'slug', 'title', 'updated_at']);

        return array_values($pages->map(static fn (Page $page): array => [
            'id' => $page->id,
            'slug' => $page->slug,
            'title' => $page->translate('title'),
            'about' => $page->slug === AboutPage::SLUG,
            'legal' => LegalPages::isLegal($page->slug),
            'url' => $page->slug === AboutPage::SLUG ? \App\Infrastructure\Locale\LocalizedRoutes::url('about.show', []) : \App\Infrastructure\Locale\LocalizedRoutes::url('pages.show', ['slug' => $page->slug]),
            'updated_at' => $page->updated_at === null ? null : Dates::dateTime($page->updated_at),
        ])->all());
    }
}
