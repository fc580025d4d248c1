<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\GoodsReceiptStatus;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * What a supplier delivered to one place (docs/stock.md): posted once through StockLedger::receiveGoods.
 *
 * @property int $id
 * @property string $supplier
 * @property string|null $supplier_document
 * @property int $store_id
 * @property GoodsReceiptStatus $status
 * @property string|null $note
 * @property int|null $created_by
 * @property int|null $received_by
 * @property \Illuminate\Support\Carbon|null $received_at
 * @property \Illuminate\Support\Carbon $created_at
 * @property-read Store $store
 * @property-read \Illuminate\Database\Eloquent\Collection<int, GoodsReceiptLine> $lines
 */
final class GoodsReceipt extends Model
{
    use BootsFromCompiledPlan;

    protected $fillable = ['supplier', 'supplier_document', 'store_id', 'note', 'created_by'];

    protected $attributes = ['status' => 'draft'];

    protected function casts(): array
    {
        return ['status' => GoodsReceiptStatus::class, 'received_at' => 'datetime', 'created_at' => 'datetime'];
    }

    /** The number staff read and write on the paper: R-000042. */
    public function number(): string
    {
        return sprintf('R-%06d', $this->id);
    }

    /** @return BelongsTo<Store, $this> */
    public function store(): BelongsTo
    {
        return $this->belongsTo(Store::class);
    }

    /** @return HasMany<GoodsReceiptLine, $this> */
    public function lines(): HasMany
    {
        return $this->hasMany(GoodsReceiptLine::class);
    }
}
