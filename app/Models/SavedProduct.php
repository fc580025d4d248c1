<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\ShopperList;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A product on a shopper's favourites or compare list.
 *
 * @property int $id
 * @property ShopperList $list
 * @property int|null $user_id
 * @property string|null $guest_id
 * @property int $product_id
 * @property int $category_id
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property-read Product $product
 */
final class SavedProduct extends Model
{
    use BootsFromCompiledPlan;

    public const UPDATED_AT = null;

    /** @var array<int, string> */
    protected $fillable = ['list', 'user_id', 'guest_id', 'product_id', 'category_id'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['list' => ShopperList::class, 'user_id' => 'integer', 'product_id' => 'integer', 'category_id' => 'integer'];
    }

    /**
     * @return BelongsTo<Product, $this>
     */
    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }
}
