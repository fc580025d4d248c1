<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;

/**
 * A delivery address a signed-in shopper saved: a courier zone (config checkout.delivery.zones), the town and the
 * street address. An account keeps at most MAX_PER_ACCOUNT of them, exactly one of them its default while it has any.
 *
 * @property int $id
 * @property int $user_id
 * @property string|null $label
 * @property string $zone
 * @property string $city
 * @property string $address
 * @property bool $is_default
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 */
final class Address extends Model
{
    use BootsFromCompiledPlan;

    /** So that one account cannot grow the table without bound; a household, an office and relatives fit. */
    public const MAX_PER_ACCOUNT = 10;

    /** @var array<int, string> */
    protected $fillable = ['user_id', 'label', 'zone', 'city', 'address', 'is_default'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['user_id' => 'integer', 'is_default' => 'boolean'];
    }
}
