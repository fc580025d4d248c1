<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * One attempt to pay an order online through a provider (docs/payments.md). Money in bani. Its status moves only by
 * conditional UPDATEs (App\Actions\Payments\SettlePayment), never by saving the model.
 *
 * @property int $id
 * @property int $order_id
 * @property string $public_id
 * @property string $provider maib | mia
 * @property string $method card | qr
 * @property string $status pending | paid | failed | expired | review
 * @property string|null $attention amount_mismatch | late_success | double_payment
 * @property string|null $reference
 * @property string|null $transaction_id
 * @property int $amount
 * @property string $currency
 * @property int|null $captured
 * @property int $refunded
 * @property string|null $provider_status
 * @property string|null $status_message
 * @property string|null $card
 * @property string|null $rrn
 * @property string|null $approval
 * @property string|null $pay_url
 * @property \Illuminate\Support\Carbon|null $expires_at
 * @property \Illuminate\Support\Carbon|null $paid_at
 * @property \Illuminate\Support\Carbon|null $settled_at
 * @property \Illuminate\Support\Carbon|null $checked_at
 * @property \Illuminate\Support\Carbon $created_at
 * @property \Illuminate\Support\Carbon $updated_at
 * @property-read Order $order
 * @property-read \Illuminate\Database\Eloquent\Collection<int, PaymentCallback> $callbacks
 * @property-read \Illuminate\Database\Eloquent\Collection<int, PaymentRefund> $refunds
 */
final class Payment extends Model
{
    use BootsFromCompiledPlan;

    public const PENDING = 'pending';

    public const PAID = 'paid';

    public const FAILED = 'failed';

    public const EXPIRED = 'expired';

    /** Money moved but the shop did not take it as the order's payment: staff refund it or keep it (`attention`). */
    public const REVIEW = 'review';

    public const STATUSES = [self::PENDING, self::PAID, self::FAILED, self::EXPIRED, self::REVIEW];

    /** @var array<string> */
    protected $guarded = ['id'];

    /** @var array<string, mixed> */
    protected $attributes = ['status' => self::PENDING, 'currency' => 'MDL', 'refunded' => 0];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'amount' => 'integer',
            'captured' => 'integer',
            'refunded' => 'integer',
            'expires_at' => 'datetime',
            'paid_at' => 'datetime',
            'settled_at' => 'datetime',
            'checked_at' => 'datetime',
        ];
    }

    /**
     * @return BelongsTo<Order, $this>
     */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    /**
     * @return HasMany<PaymentCallback, $this>
     */
    public function callbacks(): HasMany
    {
        return $this->hasMany(PaymentCallback::class);
    }

    /**
     * @return HasMany<PaymentRefund, $this>
     */
    public function refunds(): HasMany
    {
        return $this->hasMany(PaymentRefund::class);
    }

    /**
     * Money moved that the shop did not take as the order's payment, and staff have not given it all back yet: some
     * of it is left (or how much is not known), or a refund of it still waits for the provider's answer.
     */
    public function needsAttention(): bool
    {
        return $this->status === self::REVIEW
            && ($this->captured === null || $this->refundable() > 0 || $this->refunds->contains(static fn (PaymentRefund $refund): bool => $refund->status === PaymentRefund::PENDING));
    }

    /**
     * The payments needsAttention() holds for, in one query (the order list's mark).
     *
     * @return Builder<Payment>
     */
    public static function needingAttention(): Builder
    {
        return self::query()->where('payments.status', self::REVIEW)->where(static function ($open): void {
            $open->whereNull('payments.captured')->orWhereColumn('payments.captured', '>', 'payments.refunded')
                ->orWhereExists(static function ($pending): void {
                    $pending->selectRaw('1')->from('payment_refunds')
                        ->whereColumn('payment_refunds.payment_id', 'payments.id')->where('payment_refunds.status', PaymentRefund::PENDING);
                });
        });
    }

    /** What may still be refunded: captured minus what was refunded (or is being refunded). */
    public function refundable(): int
    {
        return $this->status === self::PAID || $this->status === self::REVIEW ? max(0, ($this->captured ?? 0) - $this->refunded) : 0;
    }
}
