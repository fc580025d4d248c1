<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property string $slug
 * @property array<string, string> $name
 */
final class BlogTag extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['slug', 'name'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['name' => 'array'];
    }
}
