<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property int $order_id
 * @property int|null $product_id
 * @property string $sku
 * @property array<string, string> $name
 * @property string $slug
 * @property int $unit_price
 * @property int $quantity
 * @property int $line_total unit_price × quantity, before the discount
 * @property int $discount what codes and cart rules took off this line
 * @property int|null $cost_price what one unit cost the shop when it was sold (bani; null when unknown)
 */
final class OrderLine extends Model
{
    use BootsFromCompiledPlan, HasTranslations;

    public $timestamps = false;

    /** @var array<string> */
    protected $guarded = ['id'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return ['name' => 'array', 'unit_price' => 'integer', 'quantity' => 'integer', 'line_total' => 'integer', 'discount' => 'integer', 'cost_price' => 'integer'];
    }
}
