<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\StockTransferStatus;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * Units moved from one place to another (docs/stock.md): sent, in transit, received, each step once.
 *
 * @property int $id
 * @property int $from_store_id
 * @property int $to_store_id
 * @property StockTransferStatus $status
 * @property string|null $note
 * @property int|null $created_by
 * @property \Illuminate\Support\Carbon|null $sent_at
 * @property \Illuminate\Support\Carbon|null $received_at
 * @property \Illuminate\Support\Carbon|null $cancelled_at
 * @property \Illuminate\Support\Carbon $created_at
 * @property-read Store $from
 * @property-read Store $to
 * @property-read \Illuminate\Database\Eloquent\Collection<int, StockTransferLine> $lines
 */
final class StockTransfer extends Model
{
    use BootsFromCompiledPlan;

    protected $fillable = ['from_store_id', 'to_store_id', 'note', 'created_by'];

    protected $attributes = ['status' => 'draft'];

    protected function casts(): array
    {
        return [
            'status' => StockTransferStatus::class, 'sent_at' => 'datetime', 'received_at' => 'datetime',
            'cancelled_at' => 'datetime', 'created_at' => 'datetime',
        ];
    }

    /** The number staff read on the paper: T-000042. */
    public function number(): string
    {
        return sprintf('T-%06d', $this->id);
    }

    /** @return BelongsTo<Store, $this> */
    public function from(): BelongsTo
    {
        return $this->belongsTo(Store::class, 'from_store_id');
    }

    /** @return BelongsTo<Store, $this> */
    public function to(): BelongsTo
    {
        return $this->belongsTo(Store::class, 'to_store_id');
    }

    /** @return HasMany<StockTransferLine, $this> */
    public function lines(): HasMany
    {
        return $this->hasMany(StockTransferLine::class);
    }

    /**
     * Units by product id.
     *
     * @return array<int, int>
     */
    public function quantities(): array
    {
        $quantities = [];
        foreach ($this->lines as $line) {
            $quantities[$line->product_id] = $line->quantity;
        }

        return $quantities;
    }
}
