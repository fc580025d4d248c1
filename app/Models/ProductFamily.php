<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * The variants of one model (docs/variants.md): its name in both languages, brand and category are what its variants
 * share; the attributes in `options` tell them apart (storage, colour, diagonal), in the switcher's order.
 *
 * @property int $id
 * @property string $slug
 * @property array<string, string> $name
 * @property array<string, string>|null $description
 * @property int $version counts the family's writes (the form's "changed meanwhile" check)
 * @property int $brand_id
 * @property int $category_id
 * @property-read Brand $brand
 * @property-read Category $category
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Product> $variants
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Attribute> $options
 */
final class ProductFamily extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['slug', 'name', 'description', 'brand_id', 'category_id'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['name' => 'array', 'description' => 'array', 'version' => 'integer'];
    }

    /**
     * @return HasMany<Product, $this>
     */
    public function variants(): HasMany
    {
        return $this->hasMany(Product::class, 'family_id');
    }

    /**
     * @return BelongsToMany<Attribute, $this>
     */
    public function options(): BelongsToMany
    {
        return $this->belongsToMany(Attribute::class, 'product_family_options', 'family_id', 'attribute_id')
            ->withPivot('position')->orderByPivot('position');
    }

    /**
     * @return BelongsTo<Brand, $this>
     */
    public function brand(): BelongsTo
    {
        return $this->belongsTo(Brand::class);
    }

    /**
     * @return BelongsTo<Category, $this>
     */
    public function category(): BelongsTo
    {
        return $this->belongsTo(Category::class);
    }
}
