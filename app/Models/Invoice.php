<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * An order's invoice for a company buyer, numbered once from its year's gap-free series (App\Actions\Documents\IssueInvoice).
 *
 * @property int $id
 * @property int $order_id
 * @property string $series
 * @property int $year
 * @property int $number
 * @property string $buyer_name
 * @property string $buyer_idno
 * @property int|null $issued_by
 * @property \Illuminate\Support\Carbon $issued_at
 * @property array<string, mixed>|null $contents what the invoice says, kept when issued (App\Services\Documents\Documents::invoiceContents); null for one issued before it was kept
 * @property-read Order $order
 */
final class Invoice extends Model
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
        return ['year' => 'integer', 'number' => 'integer', 'issued_at' => 'datetime', 'contents' => 'array'];
    }

    /** The number as printed: series, year and the number in six digits (`ES-2026-000042`). */
    public function label(): string
    {
        return sprintf('%s-%d-%06d', $this->series, $this->year, $this->number);
    }

    /**
     * @return BelongsTo<Order, $this>
     */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }
}
