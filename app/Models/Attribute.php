<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A spec (memory, diagonal, energy class…): `type` is select (options), number (with `unit`) or boolean.
 *
 * @property int $id
 * @property string $code
 * @property array<string, string> $name
 * @property array<string, string> $section
 * @property string $type
 * @property string|null $unit
 * @property bool $is_filterable
 * @property int $sort
 * @property-read \Illuminate\Database\Eloquent\Collection<int, AttributeOption> $options
 */
final class Attribute extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['code', 'name', 'section', 'type', 'unit', 'is_filterable', 'sort'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['name' => 'array', 'section' => 'array', 'is_filterable' => 'boolean', 'sort' => 'integer'];
    }

    /**
     * @return HasMany<AttributeOption, $this>
     */
    public function options(): HasMany
    {
        return $this->hasMany(AttributeOption::class);
    }
}
