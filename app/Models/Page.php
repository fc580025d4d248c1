<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Model;

/**
 * An editable company page (the about page): texts per language, sections of headed paragraphs and key figures.
 *
 * @property int $id
 * @property string $slug
 * @property array<string, string> $title
 * @property array<string, string> $intro
 * @property list<array{title: array<string, string>, body: array<string, string>}> $sections
 * @property list<array{value: string, label: array<string, string>}> $figures
 */
final class Page extends Model
{
    use HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['slug', 'title', 'intro', 'sections', 'figures'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['title' => 'array', 'intro' => 'array', 'sections' => 'array', 'figures' => 'array'];
    }
}
