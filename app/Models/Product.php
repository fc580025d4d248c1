<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Laravel\Scout\Searchable;

/**
 * Prices are integer bani (1 leu = 100 bani).
 *
 * @property int $id
 * @property string $slug
 * @property string $sku
 * @property array<string, string> $name
 * @property array<string, string> $description
 * @property int $brand_id
 * @property int $category_id
 * @property int $category_root_id
 * @property int|null $category_sub_id
 * @property int $price
 * @property int|null $old_price
 * @property int $discount_percent
 * @property int $stock_total
 * @property bool $is_new
 * @property bool $is_popular
 * @property int $popularity
 * @property list<string> $images
 * @property-read bool $is_stock
 * @property-read Brand $brand
 * @property-read Category $category
 */
final class Product extends Model
{
    use HasTranslations;
    use Searchable;

    /** @var array<int, string> */
    protected $fillable = [
        'slug', 'sku', 'name', 'description', 'brand_id', 'category_id', 'category_root_id', 'category_sub_id',
        'price', 'old_price', 'stock_total', 'is_new', 'is_popular', 'popularity', 'images',
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'name' => 'array',
            'description' => 'array',
            'images' => 'array',
            'price' => 'integer',
            'old_price' => 'integer',
            'stock_total' => 'integer',
            'popularity' => 'integer',
            'discount_percent' => 'integer',
            'is_new' => 'boolean',
            'is_popular' => 'boolean',
        ];
    }

    protected static function booted(): void
    {
        self::saving(static function (Product $product): void {
            $product->discount_percent = self::discountPercent($product->price, $product->old_price);
        });
    }

    /** Whole percent off the old price; 0 when there is no (higher) old price. */
    public static function discountPercent(int $price, ?int $oldPrice): int
    {
        return $oldPrice !== null && $oldPrice > $price ? (int) round(100 * ($oldPrice - $price) / $oldPrice) : 0;
    }

    /**
     * What the search index holds for this product.
     *
     * @return array<string, string>
     */
    public function toSearchableArray(): array
    {
        return ['name' => implode(' ', $this->name), 'sku' => $this->sku];
    }

    public function getIsStockAttribute(): bool
    {
        return $this->stock_total > 0;
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

    /**
     * @return BelongsToMany<Store, $this>
     */
    public function stores(): BelongsToMany
    {
        return $this->belongsToMany(Store::class, 'product_stock')->withPivot('quantity');
    }

    /**
     * @return HasMany<ProductAttributeValue, $this>
     */
    public function attributeValues(): HasMany
    {
        return $this->hasMany(ProductAttributeValue::class);
    }

    /**
     * Products whose old price is above the current one.
     *
     * @param  Builder<Product>  $query
     * @return Builder<Product>
     */
    public static function scopeDiscounted(Builder $query): Builder
    {
        $query->where('discount_percent', '>', 0);

        return $query;
    }
}
