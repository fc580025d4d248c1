<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\EmploymentType;
use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * An open or closed job. `requirements` is plain text, one requirement a line; `description` is paragraphs
 * separated by blank lines.
 *
 * @property int $id
 * @property string $slug
 * @property array<string, string> $title
 * @property array<string, string> $city
 * @property EmploymentType $employment_type
 * @property array<string, string> $description
 * @property array<string, string> $requirements
 * @property bool $is_open
 * @property int $sort
 */
final class Vacancy extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['slug', 'title', 'city', 'employment_type', 'description', 'requirements', 'is_open', 'sort'];

    /**
     * @return array<string, string|class-string>
     */
    protected function casts(): array
    {
        return [
            'title' => 'array',
            'city' => 'array',
            'employment_type' => EmploymentType::class,
            'description' => 'array',
            'requirements' => 'array',
            'is_open' => 'boolean',
            'sort' => 'integer',
        ];
    }

    /**
     * @param  Builder<Vacancy>  $query
     * @return Builder<Vacancy>
     */
    public static function scopeOpen(Builder $query): Builder
    {
        $query->where('is_open', true);

        return $query;
    }

    /**
     * @return HasMany<JobApplication, $this>
     */
    public function applications(): HasMany
    {
        return $this->hasMany(JobApplication::class);
    }
}
