<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * One code of a rule, stored upper-case (PromoCodes::normalize). A generated batch's codes are single-use
 * (usage_limit 1); `uses_count` is raised by a conditional UPDATE like the rule's.
 *
 * @property int $id
 * @property int $promo_rule_id
 * @property string $code
 * @property int|null $usage_limit
 * @property int $uses_count
 * @property-read PromoRule $rule
 */
final class PromoCode extends Model
{
    use BootsFromCompiledPlan;

    public const UPDATED_AT = null;

    /** @var array<string> */
    protected $guarded = ['id', 'uses_count'];

    /** @var array<string, mixed> */
    protected $attributes = ['uses_count' => 0];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['usage_limit' => 'integer', 'uses_count' => 'integer'];
    }

    /**
     * @return BelongsTo<PromoRule, $this>
     */
    public function rule(): BelongsTo
    {
        return $this->belongsTo(PromoRule::class, 'promo_rule_id');
    }
}
