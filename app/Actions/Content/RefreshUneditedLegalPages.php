<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Services\Content\LegalPageTexts;
use Illuminate\Support\Facades\DB;

/**
 * Gives existing shops a legal page's new first texts (database/content/legal) when the shop changed what the page
 * describes, as long as nobody edited the page: a page staff saved in the back office (its `updated_at` moved past
 * its `created_at`) is left exactly as they wrote it, for them to update by hand. Each page is one conditional
 * UPDATE on that condition (without touching `updated_at`, so a later change of the texts reaches it too), so a page
 * saved at the same moment keeps its words.
 */
final class RefreshUneditedLegalPages
{
    /**
     * @param  list<string>  $slugs
     * @return list<string> the slugs given the new texts
     */
    public function handle(array $slugs): array
    {
        $refreshed = [];
        foreach ($slugs as $slug) {
            $texts = LegalPageTexts::for($slug);
            $changed = DB::table('pages')->where('slug', $slug)->whereColumn('updated_at', 'created_at')->update([
                'title' => json_encode($texts['title'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
                'intro' => json_encode($texts['intro'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
                'body' => json_encode($texts['body'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
            ]);
            if ($changed === 1) {
                $refreshed[] = $slug;
            }
        }

        return $refreshed;
    }
}
