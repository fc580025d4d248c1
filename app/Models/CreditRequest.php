<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A shopper's request for credit, sent from the credit page for the shop to pass to the partner. Money in bani,
 * computed on the server with the programme's terms at the time of the request.
 *
 * @property int $id
 * @property int $credit_programme_id
 * @property int|null $product_id
 * @property int $amount
 * @property int $months
 * @property int $monthly_payment
 * @property int $total
 * @property string $name
 * @property string $phone
 * @property string|null $email
 * @property string $locale
 * @property \Illuminate\Support\Carbon $consented_at
 * @property \App\Enums\CreditRequestStatus $status
 * @property string|null $status_note
 * @property \Illuminate\Support\Carbon|null $status_changed_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property-read CreditProgramme $programme
 * @property-read Product|null $product
 */
final class CreditRequest extends Model
{
    use BootsFromCompiledPlan;

    /** @var array<int, string> */
    protected $fillable = [
        'credit_programme_id', 'product_id', 'amount', 'months', 'monthly_payment', 'total', 'name', 'phone', 'email',
        'locale', 'consented_at',
    ];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'amount' => 'integer',
            'months' => 'integer',
            'monthly_payment' => 'integer',
            'total' => 'integer',
            'consented_at' => 'datetime',
            'status' => \App\Enums\CreditRequestStatus::class,
            'status_changed_at' => 'datetime',
        ];
    }

    /**
     * @return BelongsTo<CreditProgramme, $this>
     */
    public function programme(): BelongsTo
    {
        return $this->belongsTo(CreditProgramme::class, 'credit_programme_id');
    }

    /**
     * @return BelongsTo<Product, $this>
     */
    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }
}
