<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;

/**
 * A callback a provider sent about a payment, kept as received (its body capped) with whether its signature held.
 *
 * @property int $id
 * @property int $payment_id
 * @property string|null $status
 * @property bool $signature_valid
 * @property string $body
 * @property \Illuminate\Support\Carbon $received_at
 */
final class PaymentCallback extends Model
{
    use BootsFromCompiledPlan;

    public $timestamps = false;

    /** @var array<string> */
    protected $guarded = ['id'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['signature_valid' => 'boolean', 'received_at' => 'datetime'];
    }
}
