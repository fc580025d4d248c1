<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * @property int $id
 * @property int $goods_receipt_id
 * @property int $product_id
 * @property int $quantity
 * @property int $unit_cost bani
 * @property-read Product $product
 */
final class GoodsReceiptLine extends Model
{
    use BootsFromCompiledPlan;

    public $timestamps = false;

    protected $fillable = ['product_id', 'quantity', 'unit_cost'];

    protected function casts(): array
    {
        return ['quantity' => 'integer', 'unit_cost' => 'integer'];
    }

    /** @return BelongsTo<Product, $this> */
    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }
}
