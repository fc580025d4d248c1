<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use App\Models\Concerns\HasTranslations;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * One picture of a product. `key` is the image store's key (App\Infrastructure\Images\ImageStore); `alt` the text that
 * describes it per language; `width` and `height` the original's pixels (null for a legacy vector picture). The
 * product shows its pictures by `sort`, the first being its main one.
 *
 * @property int $id
 * @property int $product_id
 * @property string $key
 * @property int $sort
 * @property array<string, string> $alt
 * @property int|null $width
 * @property int|null $height
 * @property-read Product $product
 */
final class ProductImage extends Model
{
    use BootsFromCompiledPlan;

    /** @use HasFactory<\Database\Factories\ProductImageFactory> */
    use HasFactory;

    use HasTranslations;

    /** @var array<int, string> */
    protected $fillable = ['product_id', 'key', 'sort', 'alt', 'width', 'height'];

    /**
     * @return array<string, string>
     */
    protected function casts(): array
    {
        return [
            'alt' => 'array',
            'sort' => 'integer',
            'width' => 'integer',
            'height' => 'integer',
        ];
    }

    /**
     * @return BelongsTo<Product, $this>
     */
    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }
}
