<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\WarrantyClaimStatus;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A warranty claim on one order line: the defect as described, where the repair is, staff's note (docs/returns.md).
 *
 * @property int $id
 * @property int $order_id
 * @property int $order_line_id
 * @property string $status an App\Enums\WarrantyClaimStatus value
 * @property string $description
 * @property string|null $note
 * @property int $version
 * @property bool $by_staff
 * @property \Illuminate\Support\Carbon $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read Order $order
 * @property-read OrderLine $line
 */
final class WarrantyClaim extends Model
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
        return ['version' => 'integer', 'by_staff' => 'boolean'];
    }

    public function currentStatus(): WarrantyClaimStatus
    {
        return WarrantyClaimStatus::from($this->status);
    }

    /**
     * @return BelongsTo<Order, $this>
     */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    /**
     * @return BelongsTo<OrderLine, $this>
     */
    public function line(): BelongsTo
    {
        return $this->belongsTo(OrderLine::class, 'order_line_id');
    }
}
