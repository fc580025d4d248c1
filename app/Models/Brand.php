<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * @property int $id
 * @property string $name
 * @property string $slug
 * @property string|null $logo the media store's key of the logo
 */
final class Brand extends Model
{
    use BootsFromCompiledPlan;

    /** @var array<int, string> */
    protected $fillable = ['name', 'slug', 'logo'];

    protected static function booted(): void
    {
        // Products are searchable by their brand's name, so a renamed brand re-indexes its products.
        self::updated(static function (Brand $brand): void {
            if ($brand->wasChanged('name')) {
                Product::reindexWhere('brand_id', $brand->id);
            }
        });
    }

    /**
     * @return HasMany<Product, $this>
     */
    public function products(): HasMany
    {
        return $this->hasMany(Product::class);
    }
}
