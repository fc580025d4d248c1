<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property int $attribute_id
 * @property string $slug
 * @property array<string, string> $value
 * @property int $sort
 * @property string|null $swatch the colour it shows as in the variant switcher (`#rrggbb`)
 */
final class AttributeOption extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    public $timestamps = false;

    /** @var array<int, string> */
    protected $fillable = ['attribute_id', 'slug', 'value', 'sort', 'swatch'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['value' => 'array', 'sort' => 'integer'];
    }
}
