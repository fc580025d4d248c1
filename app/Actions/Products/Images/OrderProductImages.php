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
 * Puts the product's pictures in the order given (every one of its ids, checked by the request): the first becomes
 * the main picture, the one on cards. Audited as `product.image_order` with the order before and after; sending the
 * same order again changes nothing.
 */
final readonly class OrderProductImages
{
    public function __construct(private ProductImageChanges $changes)
    {
    }

    /**
     * @param  list<int>  $ids
     */
    public function handle(Product $product, array $ids, StaffActor $actor): void
    {
        $changed = WriteTransaction::run(function () use ($product, $ids, $actor): bool {
            /** @var list<int> $before */
            $before = ProductImage::query()->where('product_id', $product->id)->orderBy('sort')->orderBy('id')->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all();
            if ($before === $ids) {
                return false;
            }

            foreach ($ids as $position => $id) {
                ProductImage::query()->where('product_id', $product->id)->whereKey($id)->update(['sort' => $position]);
            }
            AuditLog::record($actor, 'product.image_order', $product, ['order' => $before], ['order' => $ids], $product->translate('name'));
            $this->changes->touch($product);

            return true;
        });
        if ($changed) {
            $this->changes->committed($product);
        }
    }
}
