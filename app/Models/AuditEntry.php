<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use LogicException;

/**
 * A row of the append-only audit log (App\Services\Audit\AuditLog writes them). Saving an existing row or deleting
 * one throws here, and the database's triggers refuse it too.
 *
 * @property int $id
 * @property int|null $user_id
 * @property string|null $user_email
 * @property string|null $ip
 * @property string $action
 * @property string|null $subject_type
 * @property string|null $subject_id
 * @property string|null $subject_label
 * @property array<string, mixed>|null $before
 * @property array<string, mixed>|null $after
 * @property \Illuminate\Support\Carbon $created_at
 * @property-read User|null $user
 */
final class AuditEntry extends Model
{
    use BootsFromCompiledPlan;

    public const UPDATED_AT = null;

    protected $table = 'audit_log';

    /** @var array<string> */
    protected $guarded = ['id'];

    protected static function booted(): void
    {
        self::updating(static fn (): never => throw new LogicException('The audit log is append-only.'));
        self::deleting(static fn (): never => throw new LogicException('The audit log is append-only.'));
    }

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['before' => 'array', 'after' => 'array', 'created_at' => 'datetime'];
    }

    /**
     * @return BelongsTo<User, $this>
     */
    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }
}
