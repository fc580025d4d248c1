<?php

declare(strict_types=1);

namespace App\Actions\Products\Images;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductImage;
use App\Services\Audit\AuditLog;
use App\Services\Products\ProductImageChanges;

/**
 * Removes one picture: the row goes in a transaction (audited as `product.image_remove`), its original and variants
 * once that has committed. The next picture becomes the main one if this was it.
 */
final readonly class RemoveProductImage
{
    public function __construct(private ProductImageChanges $changes)
    {
    }

    public function handle(Product $product, ProductImage $image, StaffActor $actor): void
    {
        WriteTransaction::run(function () use ($product, $image, $actor): void {
            $image->delete();
            AuditLog::record($actor, 'product.image_remove', $product, ['image' => $image->id, 'key' => $image->key, 'alt' => $image->alt], [], $product->translate('name'));
            $this->changes->touch($product);
        });
        $this->changes->committed($product, [$image->key]);
    }
}
