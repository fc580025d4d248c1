<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * Money given back for an order, for a return or on its own (docs/returns.md). Amount in bani.
 *
 * @property int $id
 * @property int $order_id
 * @property int|null $order_return_id
 * @property string $method an App\Enums\RefundMethod value
 * @property int $amount
 * @property string|null $iban
 * @property int|null $store_id
 * @property string|null $note
 * @property int|null $user_id
 * @property string $idempotency_key
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property-read User|null $user
 * @property-read Store|null $store
 */
final class Refund extends Model
{
    use BootsFromCompiledPlan;

    public const UPDATED_AT = null;

    /** @var array<string> */
    protected $guarded = ['id'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['amount' => 'integer'];
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /**
     * @return BelongsTo<Store, $this>
     */
    public function store(): BelongsTo
    {
        return $this->belongsTo(Store::class);
    }
}
