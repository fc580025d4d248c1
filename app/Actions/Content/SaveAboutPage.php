<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Security\StaffActor;
use App\Models\Page;
use App\Queries\About\AboutPage;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ContentChanges;
use Illuminate\Support\Facades\DB;

/**
 * Saves the about page: title, intro, sections, figures and team (the same fields `content:page` exports and
 * imports, plus the team), audited as `about.update`. Team photos are already stored (collection `team`); photos
 * no member keeps any more are deleted after the commit.
 *
 * @phpstan-type AboutData array{title: array<string, string>, intro: array<string, string>, sections: list<array{title: array<string, string>, body: array<string, string>}>, figures: list<array{value: string, label: array<string, string>}>, team: list<array{name: string, role: array<string, string>, photo: string|null}>}
 */
final class SaveAboutPage
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    /**
     * @param  AboutData  $data
     * @param  list<string>  $newPhotos  keys stored for this save, deleted again if it fails
     */
    public function handle(array $data, array $newPhotos, StaffActor $actor): Page
    {
        $page = Page::query()->firstOrNew(['slug' => AboutPage::SLUG]);
        $oldPhotos = array_values(array_filter(array_column($page->team ?? [], 'photo'), 'is_string'));
        try {
            DB::transaction(function () use ($page, $data, $actor): void {
                $before = $page->exists ? self::snapshot($page) : [];
                $page->fill($data)->save();
                [$changedBefore, $changedAfter] = ContentChanges::diff($before, self::snapshot($page));
                AuditLog::record($actor, 'about.update', $page, $changedBefore, $changedAfter, $page->slug);
            });
        } catch (\Throwable $e) {
            array_map($this->images->delete(...), $newPhotos);
            throw $e;
        }

        $kept = array_filter(array_column($data['team'], 'photo'), 'is_string');
        foreach (array_diff($oldPhotos, $kept) as $gone) {
            $this->images->delete($gone);
        }

        return $page;
    }

    /**
     * @return array<string, mixed>
     */
    private static function snapshot(Page $page): array
    {
        return [
            ...ContentChanges::flatten(['title' => $page->title, 'intro' => $page->intro]),
            'sections' => $page->sections,
            'figures' => $page->figures,
            'team' => $page->team ?? [],
        ];
    }
}
