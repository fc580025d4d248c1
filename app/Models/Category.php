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
 * A node of the three-level catalogue tree: depth 0 (category), 1 (subcategory), 2 (sub-subcategory).
 *
 * @property int $id
 * @property int|null $parent_id
 * @property int $depth
 * @property string $slug
 * @property array<string, string> $name
 * @property string|null $icon
 * @property string|null $image the media store's key of the tile image
 * @property int $sort
 * @property array{name: array<string, string>, font_color: string, bg_color: string}|null $label
 * @property-read Category|null $parent
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Category> $children
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Attribute> $specAttributes
 */
final class Category extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['parent_id', 'depth', 'slug', 'name', 'icon', 'image', 'sort', 'label'];

    protected static function booted(): void
    {
        // Products are searchable by the names of their categories, so a renamed category re-indexes its products.
        self::updated(static function (Category $category): void {
            if ($category->wasChanged('name')) {
                Product::reindexWhere($category->productColumn(), $category->id);
            }
        });
    }

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['name' => 'array', 'label' => 'array', 'depth' => 'integer', 'sort' => 'integer'];
    }

    /**
     * @return BelongsTo<Category, $this>
     */
    public function parent(): BelongsTo
    {
        return $this->belongsTo(self::class, 'parent_id');
    }

    /**
     * @return HasMany<Category, $this>
     */
    public function children(): HasMany
    {
        return $this->hasMany(self::class, 'parent_id');
    }

    /**
     * The spec attributes this category's products are described by (the product form asks for them), in order.
     *
     * @return BelongsToMany<Attribute, $this>
     */
    public function specAttributes(): BelongsToMany
    {
        $relation = $this->belongsToMany(Attribute::class, 'category_attribute')->withPivot('sort');
        $relation->getQuery()->orderBy('category_attribute.sort')->orderBy('attributes.id');

        return $relation;
    }

    /**
     * The products column that holds this node's id, by depth.
     */
    public function productColumn(): string
    {
        return match ($this->depth) {
            0 => 'category_root_id',
            1 => 'category_sub_id',
            default => 'category_id',
        };
    }
}
