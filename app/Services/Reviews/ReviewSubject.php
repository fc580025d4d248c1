<?php

declare(strict_types=1);

namespace App\Services\Reviews;

use App\Models\Product;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * What a review is about (docs/reviews.md): the family of a variant, so every variant of an iPhone 16 shows the same
 * reviews and rating, or the product itself when it has no family. Kept as `reviews.subject`, `f{id}` or `p{id}`.
 */
final class ReviewSubject
{
    private function __construct(public readonly ?int $familyId, public readonly ?int $productId)
    {
    }

    public static function of(Product $product): self
    {
        return $product->family_id !== null ? new self($product->family_id, null) : new self(null, $product->id);
    }

    /** The subject a stored key names (`f12`, `p34`). */
    public static function fromKey(string $key): self
    {
        $id = (int) substr($key, 1);

        return str_starts_with($key, 'f') ? new self($id, null) : new self(null, $id);
    }

    public function key(): string
    {
        return $this->familyId !== null ? 'f'.$this->familyId : 'p'.$this->productId;
    }

    /**
     * The products of the subject: every variant of the family (active or not), or the product alone.
     */
    public function products(): Builder
    {
        $query = DB::table('products');

        return $this->familyId !== null ? $query->where('family_id', $this->familyId) : $query->where('id', $this->productId);
    }
}
