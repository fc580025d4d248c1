<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A day a store keeps other hours than its week's: closed (both times null) or open from `opens_at` to `closes_at`.
 * `date` is a calendar day on the shop's clock (Europe/Chisinau).
 *
 * @property int $id
 * @property int $store_id
 * @property string $date `2026-12-24`, kept as that text so it compares as a day in every database
 * @property string|null $opens_at
 * @property string|null $closes_at
 * @property array<string, string> $note
 * @property-read Store $store
 */
final class StoreException extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['store_id', 'date', 'opens_at', 'closes_at', 'note'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'note' => 'array',
        ];
    }

    public function isClosed(): bool
    {
        return $this->opens_at === null || $this->closes_at === null;
    }

    /**
     * @return BelongsTo<Store, $this>
     */
    public function store(): BelongsTo
    {
        return $this->belongsTo(Store::class);
    }
}
