<?php

declare(strict_types=1);

namespace App\Queries\About;

use App\Infrastructure\Images\ImageStore;
use App\Models\Page;

/**
 * An editable page in the current language (resources/js/types/content.ts); texts missing in Russian fall back to
 * Romanian, and sections without a text in either are left out. The team's photos are ImageStore keys (`team`).
 */
final class AboutPageContent
{
    /**
     * @return array{title: string, intro: string, sections: list<array{title: string, paragraphs: list<string>}>, figures: list<array{value: string, label: string}>, team: list<array{name: string, role: string, photo: string|null}>}
     */
    public static function of(Page $page): array
    {
        $locale = app()->getLocale();
        $images = app(ImageStore::class);
        $text = static fn (array $values): string => (string) ($values[$locale] ?? $values['ro'] ?? '');

        $sections = [];
        foreach ($page->sections as $section) {
            $body = $text($section['body']);
            if ($body !== '') {
                $sections[] = ['title' => $text($section['title']), 'paragraphs' => array_values(array_filter(array_map('trim', explode("\n\n", $body)), static fn (string $p): bool => $p !== ''))];
            }
        }

        return [
            'title' => $page->translate('title'),
            'intro' => $page->translate('intro'),
            'sections' => $sections,
            'figures' => array_map(static fn (array $figure): array => ['value' => $figure['value'], 'label' => $text($figure['label'])], $page->figures),
            'team' => array_map(static fn (array $member): array => [
                'name' => $member['name'],
                'role' => $text($member['role']),
                'photo' => $member['photo'] === null ? null : $images->url($member['photo'], 'photo'),
            ], $page->team ?? []),
        ];
    }
}
