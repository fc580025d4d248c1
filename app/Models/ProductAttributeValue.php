<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * @property int $product_id
 * @property int $attribute_id
 * @property int|null $attribute_option_id
 * @property string|null $number_value
 * @property-read Attribute $attribute
 * @property-read AttributeOption|null $option
 */
final class ProductAttributeValue extends Model
{
    use BootsFromCompiledPlan;

    public $timestamps = false;

    public $incrementing = false;

    protected $primaryKey = 'product_id';

    /** @var array<int, string> */
    protected $fillable = ['product_id', 'attribute_id', 'attribute_option_id', 'number_value'];

    /**
     * @return BelongsTo<Attribute, $this>
     */
    public function attribute(): BelongsTo
    {
        return $this->belongsTo(Attribute::class);
    }

    /**
     * @return BelongsTo<AttributeOption, $this>
     */
    public function option(): BelongsTo
    {
        return $this->belongsTo(AttributeOption::class, 'attribute_option_id');
    }
}
