<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Infrastructure\Security\StaffActor;
use App\Models\Page;
use App\Queries\About\AboutPage;
use App\Services\Audit\AuditLog;
use App\Services\Content\LegalPages;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Deletes a generic page, audited as `page.delete`. The about page and the legal pages stay: the shop links to them
 * everywhere (menus, the footer, every consent text).
 */
final class DeletePage
{
    public function handle(Page $page, StaffActor $actor): void
    {
        if ($page->slug === AboutPage::SLUG) {
            throw ValidationException::withMessages(['page' => Text::get('admin.pages.about_kept')]);
        }
        if (LegalPages::isLegal($page->slug)) {
            throw ValidationException::withMessages(['page' => Text::get('admin.pages.legal_kept')]);
        }
        DB::transaction(function () use ($page, $actor): void {
            AuditLog::record($actor, 'page.delete', $page, ['slug' => $page->slug, 'title.ro' => $page->title['ro'] ?? null], [], $page->slug);
            $page->delete();
        });
    }
}
