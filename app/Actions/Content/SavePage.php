<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Security\StaffActor;
use App\Models\Page;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ContentChanges;
use Illuminate\Support\Facades\DB;

/**
 * Creates or updates a generic page (shown at /pagina/{slug}): title, a short description and a Markdown body per
 * language, audited as `page.save`. The about page has its own editor (SaveAboutPage).
 */
final class SavePage
{
    /**
     * @param  array{slug: string, title: array<string, string>, intro: array<string, string>, body: array<string, string>}  $data
     */
    public function handle(?Page $page, array $data, StaffActor $actor): Page
    {
        return DB::transaction(function () use ($page, $data, $actor): Page {
            $before = $page === null ? [] : self::snapshot($page);
            $page ??= new Page(['sections' => [], 'figures' => []]);
            $page->fill($data)->save();
            [$changedBefore, $changedAfter] = ContentChanges::diff($before, self::snapshot($page));
            AuditLog::record($actor, 'page.save', $page, $changedBefore, $changedAfter, $page->slug);

            return $page;
        });
    }

    /**
     * @return array<string, mixed>
     */
    private static function snapshot(Page $page): array
    {
        return ContentChanges::flatten(['slug' => $page->slug, 'title' => $page->title, 'intro' => $page->intro, 'body' => $page->body ?? []]);
    }
}
