<?php

declare(strict_types=1);

namespace App\Models;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A row of an order's timeline: a status change or a staff note.
 *
 * @property int $id
 * @property int $order_id
 * @property int|null $user_id
 * @property OrderActor $actor
 * @property OrderEventType $type
 * @property string|null $from_status
 * @property string|null $to_status
 * @property string|null $body
 * @property bool $public
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property-read User|null $user
 */
final class OrderEvent extends Model
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
        return [
            'actor' => OrderActor::class,
            'type' => OrderEventType::class,
            'public' => 'boolean',
        ];
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }
}
