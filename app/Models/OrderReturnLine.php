<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * Units of one order line in a return, and once they arrive how many came, in which condition and to which place.
 *
 * @property int $id
 * @property int $order_return_id
 * @property int $order_line_id
 * @property int $quantity
 * @property int|null $received_quantity
 * @property string|null $condition an App\Enums\ReturnCondition value
 * @property int|null $store_id the place sellable units went back to
 * @property-read OrderLine $line
 */
final class OrderReturnLine extends Model
{
    use BootsFromCompiledPlan;

    public $timestamps = false;

    /** @var array<string> */
    protected $guarded = ['id'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['quantity' => 'integer', 'received_quantity' => 'integer'];
    }

    /**
     * @return BelongsTo<OrderLine, $this>
     */
    public function line(): BelongsTo
    {
        return $this->belongsTo(OrderLine::class, 'order_line_id');
    }
}
