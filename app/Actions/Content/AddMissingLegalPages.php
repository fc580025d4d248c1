<?php

declare(strict_types=1);

namespace App\Actions\Content;

use App\Models\Page;
use App\Services\Content\LegalPages;
use App\Services\Content\LegalPageTexts;

/**
 * Gives the shop every legal page it lacks (privacy, terms of sale, delivery, payment, warranty, returns, cookies)
 * with its first texts in both languages. A page that exists is left exactly as staff wrote it: each row is one
 * INSERT that the unique slug turns into nothing when the page is already there.
 */
final class AddMissingLegalPages
{
    /**
     * @return list<string> the slugs added
     */
    public function handle(): array
    {
        $added = [];
        foreach (LegalPages::slugs() as $slug) {
            $texts = LegalPageTexts::for($slug);
            $now = now();
            $inserted = Page::query()->insertOrIgnore([
                'slug' => $slug,
                'title' => json_encode($texts['title'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
                'intro' => json_encode($texts['intro'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
                'body' => json_encode($texts['body'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
                'sections' => '[]',
                'figures' => '[]',
                'created_at' => $now,
                'updated_at' => $now,
            ]);
            if ($inserted > 0) {
                $added[] = $slug;
            }
        }

        return $added;
    }
}
