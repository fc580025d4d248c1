<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\CustomerFlag;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A customer as the back office sees one (docs/customers.md): an account, or the guests' orders folded by phone and
 * lower-case e-mail. The figures are kept by App\Services\Customers\CustomerDirectory from the customer's orders.
 *
 * @property int $id
 * @property int|null $user_id
 * @property string|null $name
 * @property string|null $phone stored +373 form
 * @property string|null $email lower case
 * @property int $orders_count every order placed, cancelled ones included
 * @property int $completed_count
 * @property int $spent bani: the totals of completed orders
 * @property \Illuminate\Support\Carbon|null $first_order_at
 * @property \Illuminate\Support\Carbon|null $last_order_at
 * @property CustomerFlag|null $flag
 * @property string|null $flag_note
 * @property int|null $flagged_by
 * @property \Illuminate\Support\Carbon|null $flagged_at
 * @property \Illuminate\Support\Carbon|null $erased_at the personal data was erased on request; the row stays for the orders' figures
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read User|null $user
 */
final class Customer extends Model
{
    use BootsFromCompiledPlan;

    /** @var array<string> */
    protected $guarded = ['id'];

    /**
     * Known before the first save, so a new model reads them without a reload.
     *
     * @var array<string, mixed>
     */
    protected $attributes = [
        'orders_count' => 0, 'completed_count' => 0, 'spent' => 0, 'flag' => null, 'flag_note' => null,
        'flagged_by' => null, 'flagged_at' => null, 'erased_at' => null, 'user_id' => null,
        'first_order_at' => null, 'last_order_at' => null,
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'user_id' => 'integer',
            'orders_count' => 'integer',
            'completed_count' => 'integer',
            'spent' => 'integer',
            'first_order_at' => 'datetime',
            'last_order_at' => 'datetime',
            'flag' => CustomerFlag::class,
            'flagged_by' => 'integer',
            'flagged_at' => 'datetime',
            'erased_at' => 'datetime',
        ];
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /**
     * @return HasMany<CustomerNote, $this>
     */
    public function notes(): HasMany
    {
        return $this->hasMany(CustomerNote::class);
    }

    public function isErased(): bool
    {
        return $this->erased_at !== null;
    }
}
