<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\StockPlaceKind;
use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A place that holds stock: a shop (`kind` store) or a warehouse, which shoppers never see; every shopper-facing
 * query goes through the `shops()` scope. `hours` maps ISO weekday (1 = Monday … 7 = Sunday) to ["08:00", "20:00"] or null when closed.
 *
 * @property int $id
 * @property string $slug
 * @property array<string, string> $name
 * @property array<string, string> $city
 * @property array<string, string> $address
 * @property list<string> $phones
 * @property array<int, array{0: string, 1: string}|null> $hours
 * @property string $latitude
 * @property string $longitude
 * @property int $sorted
 * @property StockPlaceKind $kind
 * @property-read \Illuminate\Database\Eloquent\Collection<int, StoreException> $exceptions
 */
final class Store extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['slug', 'name', 'city', 'address', 'phones', 'hours', 'latitude', 'longitude', 'sorted', 'kind'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'name' => 'array',
            'city' => 'array',
            'address' => 'array',
            'phones' => 'array',
            'hours' => 'array',
            'sorted' => 'integer',
            'kind' => StockPlaceKind::class,
        ];
    }

    /**
     * Only the places shoppers see: the stores, never a warehouse.
     *
     * @param  Builder<Store>  $query
     * @return Builder<Store>
     */
    public static function scopeShops(Builder $query): Builder
    {
        return $query->where($query->qualifyColumn('kind'), StockPlaceKind::Store->value);
    }

    /**
     * @return BelongsToMany<Product, $this>
     */
    public function products(): BelongsToMany
    {
        return $this->belongsToMany(Product::class, 'product_stock')->withPivot('quantity');
    }

    /**
     * The days it keeps other hours than its week's (holidays, short days), earliest first.
     *
     * @return HasMany<StoreException, $this>
     */
    public function exceptions(): HasMany
    {
        $exceptions = $this->hasMany(StoreException::class);
        $exceptions->orderBy('date');

        return $exceptions;
    }
}
