<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Model;

/**
 * An editable company page: the about page (intro, sections of headed paragraphs, key figures, team) or any other
 * page by slug (title, a Markdown body and a short description for search engines), texts per language.
 *
 * @property int $id
 * @property string $slug
 * @property array<string, string> $title
 * @property array<string, string> $intro
 * @property list<array{title: array<string, string>, body: array<string, string>}> $sections
 * @property list<array{value: string, label: array<string, string>}> $figures
 * @property array<string, string>|null $body Markdown per language.
 * @property list<array{name: string, role: array<string, string>, photo: string|null}>|null $team
 * @property \Carbon\CarbonImmutable|null $updated_at
 */
final class Page extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['slug', 'title', 'intro', 'sections', 'figures', 'body', 'team'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'title' => 'array', 'intro' => 'array', 'sections' => 'array', 'figures' => 'array', 'body' => 'array', 'team' => 'array',
            'updated_at' => 'immutable_datetime',
        ];
    }
}
