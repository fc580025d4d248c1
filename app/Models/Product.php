<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use App\Queries\Promotions\PromotionalPrices;
use App\Search\ProductDocument;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\Relations\HasOne;
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
 * @property int|null $cost_price what one unit cost the shop, in bani (docs/stock.md)
 * @property int|null $reorder_level at or below this total the product is low on stock; null: the default
 * @property bool $is_new
 * @property bool $is_popular
 * @property bool $is_active
 * @property int|null $family_id
 * @property bool $is_listed whether it stands for its family in listings (FamilyListing)
 * @property bool $is_listed_discounted whether it stands for its family among the discounted products (FamilyListing)
 * @property bool $is_listed_new whether it stands for its family among the new products (FamilyListing)
 * @property int $popularity
 * @property float|null $rating_average its family's (or its own) published reviews' average, written by RecountRating
 * @property int $rating_count how many published reviews that average is of
 * @property-read bool $is_stock
 * @property-read Brand $brand
 * @property-read Category $category
 * @property-read \Illuminate\Database\Eloquent\Collection<int, ProductImage> $images
 * @property-read ProductImage|null $mainImage
 * @property-read ProductFamily|null $family
 */
final class Product extends Model
{
    use BootsFromCompiledPlan, HasTranslations;
    use Searchable;

    /** @var array<int, string> */
    protected $fillable = [
        'slug', 'sku', 'name', 'description', 'brand_id', 'category_id', 'category_root_id', 'category_sub_id',
        'price', 'old_price', 'stock_total', 'is_new', 'is_popular', 'is_active', 'popularity', 'family_id',
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'name' => 'array',
            'description' => 'array',
            'price' => 'integer',
            'old_price' => 'integer',
            'stock_total' => 'integer',
            'cost_price' => 'integer',
            'reorder_level' => 'integer',
            'popularity' => 'integer',
            'discount_percent' => 'integer',
            'is_new' => 'boolean',
            'is_popular' => 'boolean',
            'is_active' => 'boolean',
            'is_listed' => 'boolean',
            'is_listed_discounted' => 'boolean',
            'is_listed_new' => 'boolean',
            'family_id' => 'integer',
            'rating_average' => 'float',
            'rating_count' => 'integer',
        ];
    }

    /** The price a running promotion sells this product at (PromotionalPrices), once looked up; false until then. */
    private int|false|null $promotionalPrice = false;

    /** Set by PromotionalPrices::give for a list, so that each product does not ask the database on its own. */
    public function setPromotionalPrice(?int $price): void
    {
        $this->promotionalPrice = $price;
    }

    /** Whether promotionalPrice() is known without a query. */
    public function knowsPromotionalPrice(): bool
    {
        return $this->promotionalPrice !== false;
    }

    /** The price a running promotion sells this product at, or null when none lowers it. */
    public function promotionalPrice(): ?int
    {
        if ($this->promotionalPrice === false) {
            $this->promotionalPrice = PromotionalPrices::of([$this->id])[$this->id] ?? null;
        }

        return $this->promotionalPrice;
    }

    /** What a shopper pays now: the promotional price while a promotion lowers it, else the product's own. */
    public function sellingPrice(): int
    {
        return $this->promotionalPrice() ?? $this->price;
    }

    /**
     * The price shown struck through beside the selling price, or null: the product's own price while a promotion
     * lowers it, else its old price when that is higher.
     */
    public function struckPrice(): ?int
    {
        if ($this->promotionalPrice() !== null) {
            return $this->price;
        }

        return $this->old_price !== null && $this->old_price > $this->price ? $this->old_price : null;
    }

    /** Whole percent off the struck-through price, or null when nothing is struck through. */
    public function shownDiscountPercent(): ?int
    {
        $struck = $this->struckPrice();

        return $struck === null ? null : self::discountPercent($this->sellingPrice(), $struck);
    }

    protected static function booted(): void
    {
        self::saving(static function (Product $product): void {
            $product->discount_percent = self::discountPercent($product->price, $product->old_price);
            // A product of its own always stands for itself; a variant's listing is its family's (FamilyListing), which
            // also picks the variant that stands for it among the discounted and the new products once it has joined.
            if ($product->isDirty('family_id') && $product->getAttributes()['family_id'] === null) {
                $product->is_listed = true;
            } elseif ($product->isDirty('family_id')) {
                $product->is_listed_discounted = false;
                $product->is_listed_new = false;
            }
        });
    }

    /** Whole percent off the old price; 0 when there is no (higher) old price. */
    public static function discountPercent(int $price, ?int $oldPrice): int
    {
        return $oldPrice !== null && $oldPrice > $price ? (int) round(100 * ($oldPrice - $price) / $oldPrice) : 0;
    }

    /**
     * What the search index holds for this product (ProductDocument): names, brand, SKU and category path in every
     * language, plus popularity and stock for ranking.
     *
     * @return array<string, mixed>
     */
    public function toSearchableArray(): array
    {
        if (! $this->hasSearchColumns() && ($stored = $this->fresh()) !== null) {
            return $stored->toSearchableArray();
        }

        $this->loadMissing(['brand', 'category.parent.parent']);
        $path = [];
        for ($node = $this->category; $node !== null; $node = $node->parent_id === null ? null : $node->parent) {
            $path[] = $node->name;
        }

        return ProductDocument::make($this->name, $this->brand->name, $this->sku, $path, $this->popularity, $this->stock_total);
    }

    /** An inactive product is off the shop: not in the search index at all. */
    public function shouldBeSearchable(): bool
    {
        if (array_key_exists('is_active', $this->getAttributes())) {
            return $this->is_active;
        }

        return (bool) (self::query()->whereKey($this->getKey())->value('is_active') ?? true);
    }

    /**
     * Re-indexes the products whose `$column` is `$id`, in chunks: their brand or a category of theirs was renamed.
     */
    public static function reindexWhere(string $column, int $id): void
    {
        self::scopeActive(self::query())->where($column, $id)->chunkById(500, static function (\Illuminate\Support\Collection $products): void {
            $products->first()?->queueMakeSearchable(new \Illuminate\Database\Eloquent\Collection($products->all()));
        });
    }

    /**
     * Relations toSearchableArray() reads, loaded once per chunk when Scout imports all products.
     *
     * @param  Builder<Product>  $query
     * @return Builder<Product>
     */
    protected function makeAllSearchableUsing(Builder $query): Builder
    {
        return $query->with(['brand', 'category.parent.parent']);
    }

    /**
     * The same relations, loaded once for a batch of saved products.
     *
     * @param  \Illuminate\Support\Collection<int, Product>  $models
     * @return \Illuminate\Support\Collection<int, Product>
     */
    public function makeSearchableUsing(\Illuminate\Support\Collection $models): \Illuminate\Support\Collection
    {
        if (! $models instanceof \Illuminate\Database\Eloquent\Collection) {
            return $models;
        }

        return $models
            ->map(static fn (Model $product): Model => $product instanceof self && ! $product->hasSearchColumns() ? ($product->fresh() ?? $product) : $product)
            ->loadMissing(['brand', 'category.parent.parent']);
    }

    /**
     * Whether the columns the index reads are loaded: a model saved with some columns unselected, or created
     * without those the database defaults, is indexed from its stored row instead.
     */
    private function hasSearchColumns(): bool
    {
        return array_diff(['name', 'sku', 'brand_id', 'category_id', 'popularity', 'stock_total'], array_keys($this->getAttributes())) === [];
    }

    public function getIsStockAttribute(): bool
    {
        return $this->stock_total > 0;
    }

    /**
     * @return BelongsTo<ProductFamily, $this>
     */
    public function family(): BelongsTo
    {
        return $this->belongsTo(ProductFamily::class, 'family_id');
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
     * The pictures in the order the shop shows them.
     *
     * @return HasMany<ProductImage, $this>
     */
    public function images(): HasMany
    {
        $images = $this->hasMany(ProductImage::class);
        $images->getQuery()->orderBy('sort')->orderBy('id');

        return $images;
    }

    /**
     * The first picture, the one on cards: eager-loaded for a whole list in one query (one row per product).
     *
     * @return HasOne<ProductImage, $this>
     */
    public function mainImage(): HasOne
    {
        return $this->hasOne(ProductImage::class)->ofMany(['sort' => 'min', 'id' => 'min']);
    }

    /**
     * @return HasMany<ProductAttributeValue, $this>
     */
    public function attributeValues(): HasMany
    {
        return $this->hasMany(ProductAttributeValue::class);
    }

    /**
     * Products shoppers may see and buy.
     *
     * @param  Builder<Product>  $query
     * @return Builder<Product>
     */
    public static function scopeActive(Builder $query): Builder
    {
        $query->where($query->qualifyColumn('is_active'), true);

        return $query;
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
