<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A cart rule: what it takes off (a percentage, an amount in bani, or the delivery fee), on what (the whole cart,
 * categories with their subcategories, brands or products), when (a period in UTC, a minimum subtotal) and how often
 * (in total and per customer). An automatic rule applies without a code; any other is reached through its codes.
 * docs/promo-codes.md.
 *
 * @property int $id
 * @property array<string, string> $label
 * @property bool $automatic
 * @property string $kind percent | amount | free_delivery
 * @property int $value whole percent, or bani off
 * @property string $scope cart | categories | brands | products
 * @property list<int>|null $scope_ids
 * @property int $min_subtotal bani
 * @property CarbonImmutable|null $starts_at
 * @property CarbonImmutable|null $ends_at
 * @property int|null $usage_limit
 * @property int|null $per_customer_limit
 * @property int $uses_count
 * @property bool $combines_with_promotions
 * @property bool $combines_with_others
 * @property int $priority
 * @property string $status active | paused | ended
 * @property CarbonImmutable|null $created_at
 * @property-read \Illuminate\Database\Eloquent\Collection<int, PromoCode> $codes
 */
final class PromoRule extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    public const KINDS = ['percent', 'amount', 'free_delivery'];

    public const SCOPES = ['cart', 'categories', 'brands', 'products'];

    public const STATUSES = ['active', 'paused', 'ended'];

    /** @var array<string> */
    protected $guarded = ['id', 'uses_count'];

    /** @var array<string, mixed> */
    protected $attributes = ['uses_count' => 0, 'status' => 'active', 'priority' => 0, 'min_subtotal' => 0, 'value' => 0, 'scope' => 'cart'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'label' => 'array',
            'automatic' => 'boolean',
            'value' => 'integer',
            'scope_ids' => 'array',
            'min_subtotal' => 'integer',
            'starts_at' => 'immutable_datetime',
            'ends_at' => 'immutable_datetime',
            'created_at' => 'immutable_datetime',
            'usage_limit' => 'integer',
            'per_customer_limit' => 'integer',
            'uses_count' => 'integer',
            'combines_with_promotions' => 'boolean',
            'combines_with_others' => 'boolean',
            'priority' => 'integer',
        ];
    }

    /**
     * @return HasMany<PromoCode, $this>
     */
    public function codes(): HasMany
    {
        return $this->hasMany(PromoCode::class);
    }
}
