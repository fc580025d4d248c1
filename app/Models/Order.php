<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\OrderStatus;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * An order from the checkout or "buy in one click". Money in bani; lines are snapshots.
 *
 * @property int $id
 * @property string|null $number
 * @property string $idempotency_key
 * @property int|null $user_id
 * @property string|null $guest_id
 * @property int|null $customer_id the back office's customer (App\Services\Customers\CustomerDirectory), null until it is found
 * @property string $kind checkout | one_click | phone | store
 * @property string $status an App\Enums\OrderStatus value
 * @property string $locale
 * @property string|null $name
 * @property string $phone
 * @property string|null $email
 * @property string|null $delivery_method courier | pickup
 * @property string|null $delivery_zone
 * @property string|null $city
 * @property string|null $address
 * @property string|null $delivery_date the courier's day, `2026-11-25` on the shop's calendar
 * @property string|null $delivery_interval
 * @property int|null $store_id
 * @property string|null $payment_method cash | card | credit | transfer
 * @property string|null $company_name
 * @property string|null $company_idno
 * @property string|null $credit_programme
 * @property int|null $credit_months
 * @property int|null $credit_monthly
 * @property string|null $comment the shopper's own words
 * @property string|null $courier a shipped order's courier (config/couriers.php)
 * @property string|null $tracking_number a shipped order's tracking number
 * @property string|null $call_note staff's note from the confirming call (the back office's alone)
 * @property int $subtotal
 * @property int $discount_total what codes and cart rules took off the goods (docs/promo-codes.md); total is after it
 * @property int $delivery_fee
 * @property int $total
 * @property \Illuminate\Support\Carbon|null $held_until an unconfirmed order's units go back to stock after this (App\Actions\Orders\ReleaseUnconfirmedOrders)
 * @property \Illuminate\Support\Carbon|null $confirmed_at
 * @property \Illuminate\Support\Carbon|null $released_at
 * @property int $version raised by every change (the optimistic check of App\Actions\Orders\ChangeOrderStatus)
 * @property string|null $cancel_reason
 * @property \Illuminate\Support\Carbon|null $status_changed_at
 * @property int|null $placed_by the staff member who took the order by phone or in a store (kind phone / store)
 * @property \Illuminate\Support\Carbon|null $paid_at set once, by the online payment that paid it (App\Actions\Payments\SettlePayment)
 * @property \Illuminate\Support\Carbon $created_at
 * @property-read \Illuminate\Database\Eloquent\Collection<int, OrderLine> $lines
 * @property-read Store|null $store
 * @property-read \Illuminate\Database\Eloquent\Collection<int, OrderEvent> $events
 */
final class Order extends Model
{
    use BootsFromCompiledPlan;

    /** @use HasFactory<\Database\Factories\OrderFactory> */
    use HasFactory;

    public const STATUS_NEW = 'new';

    public const STATUS_CONFIRMED = 'confirmed';

    public const STATUS_RELEASED = 'released';

    /** @var array<string> */
    protected $guarded = ['id'];

    /**
     * Known before the first save, so a new model reads them without a reload.
     *
     * @var array<string, mixed>
     */
    protected $attributes = ['version' => 0, 'cancel_reason' => null];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'subtotal' => 'integer',
            'discount_total' => 'integer',
            'delivery_fee' => 'integer',
            'total' => 'integer',
            'credit_months' => 'integer',
            'credit_monthly' => 'integer',
            'held_until' => 'datetime',
            'confirmed_at' => 'datetime',
            'released_at' => 'datetime',
            'status_changed_at' => 'datetime',
            'paid_at' => 'datetime',
            'version' => 'integer',
        ];
    }

    /**
     * In the order they were written: the index the lines are read by (order, product) would list them by product.
     *
     * @return HasMany<OrderLine, $this>
     */
    public function lines(): HasMany
    {
        $lines = $this->hasMany(OrderLine::class);
        $lines->orderBy('id');

        return $lines;
    }

    /**
     * The timeline (order it by id for oldest first).
     *
     * @return HasMany<OrderEvent, $this>
     */
    public function events(): HasMany
    {
        return $this->hasMany(OrderEvent::class);
    }

    public function currentStatus(): OrderStatus
    {
        return OrderStatus::from($this->status);
    }

    public function isPickup(): bool
    {
        return $this->delivery_method === 'pickup';
    }

    /**
     * @return BelongsTo<Store, $this>
     */
    public function store(): BelongsTo
    {
        return $this->belongsTo(Store::class);
    }
}
