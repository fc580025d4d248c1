<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\ReturnStatus;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A customer's request to return some units of an order (docs/returns.md).
 *
 * @property int $id
 * @property int $order_id
 * @property string $status an App\Enums\ReturnStatus value
 * @property string $reason an App\Enums\ReturnReason value
 * @property string|null $details
 * @property string $handover an App\Enums\ReturnHandover value
 * @property string|null $address
 * @property int|null $store_id
 * @property string|null $decision_note
 * @property int $version raised by every move (the conditional update of the return's actions)
 * @property bool $by_staff
 * @property \Illuminate\Support\Carbon|null $decided_at
 * @property \Illuminate\Support\Carbon|null $received_at
 * @property \Illuminate\Support\Carbon $created_at
 * @property-read Order $order
 * @property-read Store|null $store
 * @property-read \Illuminate\Database\Eloquent\Collection<int, OrderReturnLine> $lines
 * @property-read \Illuminate\Database\Eloquent\Collection<int, Refund> $refunds
 */
final class OrderReturn extends Model
{
    use BootsFromCompiledPlan;

    /** @var array<string> */
    protected $guarded = ['id'];

    /** @var array<string, mixed> */
    protected $attributes = ['version' => 0, 'by_staff' => false];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['version' => 'integer', 'by_staff' => 'boolean', 'decided_at' => 'datetime', 'received_at' => 'datetime'];
    }

    public function currentStatus(): ReturnStatus
    {
        return ReturnStatus::from($this->status);
    }

    /**
     * @return BelongsTo<Order, $this>
     */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    /**
     * @return BelongsTo<Store, $this>
     */
    public function store(): BelongsTo
    {
        return $this->belongsTo(Store::class);
    }

    /**
     * @return HasMany<OrderReturnLine, $this>
     */
    public function lines(): HasMany
    {
        return $this->hasMany(OrderReturnLine::class);
    }

    /**
     * @return HasMany<Refund, $this>
     */
    public function refunds(): HasMany
    {
        return $this->hasMany(Refund::class);
    }
}
