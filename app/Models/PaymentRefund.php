<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * Money given back through the provider (App\Actions\Payments\RefundPayment), once per idempotency key.
 *
 * @property int $id
 * @property int $payment_id
 * @property int $order_id
 * @property string $key
 * @property int $amount
 * @property string $status pending | done | failed
 * @property string|null $provider_answer
 * @property int|null $user_id
 * @property \Illuminate\Support\Carbon $created_at
 * @property \Illuminate\Support\Carbon $updated_at
 * @property-read Payment $payment
 */
final class PaymentRefund extends Model
{
    use BootsFromCompiledPlan;

    public const PENDING = 'pending';

    public const DONE = 'done';

    public const FAILED = 'failed';

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
     * @return BelongsTo<Payment, $this>
     */
    public function payment(): BelongsTo
    {
        return $this->belongsTo(Payment::class);
    }
}
