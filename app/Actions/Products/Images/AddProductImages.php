<?php

declare(strict_types=1);

namespace App\Actions\Products\Images;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Images\PictureFiles;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductImage;
use App\Services\Audit\AuditLog;
use App\Services\Products\ProductImageChanges;
use App\Services\Products\ProductImageLimits;
use App\Support\Text;
use Illuminate\Validation\ValidationException;
use Throwable;

/**
 * Adds pictures (already checked by their bytes) after the product's last one: each is stored once with its WebP
 * variants, then the rows are written in one transaction that re-counts against the limit, so two uploads at once
 * cannot pass it. Audited as `product.image_add`. If anything fails, the files just stored are deleted again.
 */
final readonly class AddProductImages
{
    public function __construct(private PictureFiles $files, private ProductImageChanges $changes)
    {
    }

    /**
     * @param  list<\SplFileInfo>  $uploads
     * @return list<ProductImage>
     */
    public function handle(Product $product, array $uploads, StaffActor $actor): array
    {
        $stored = [];
        try {
            foreach ($uploads as $upload) {
                $stored[] = $this->files->store($upload);
            }

            $images = WriteTransaction::run(function () use ($product, $stored, $actor): array {
                $limit = ProductImageLimits::perProduct();
                if (ProductImage::query()->where('product_id', $product->id)->count() + count($stored) > $limit) {
                    throw ValidationException::withMessages(['images' => Text::get('admin.product_images.error.too_many', ['max' => $limit])]);
                }

                $last = ProductImage::query()->where('product_id', $product->id)->max('sort');
                $sort = $last === null ? 0 : (int) $last + 1;
                $empty = array_fill_keys(Locales::all(), '');
                $images = [];
                foreach ($stored as $picture) {
                    $images[] = ProductImage::query()->create([
                        'product_id' => $product->id,
                        'key' => $picture->key,
                        'sort' => $sort++,
                        'alt' => $empty,
                        'width' => $picture->width,
                        'height' => $picture->height,
                    ]);
                }

                AuditLog::record($actor, 'product.image_add', $product, [], [
                    'images' => array_map(static fn (ProductImage $image): string => $image->key, $images),
                ], $product->translate('name'));
                $this->changes->touch($product);

                return $images;
            });
        } catch (Throwable $e) {
            foreach ($stored as $picture) {
                $this->files->delete($picture->key);
            }
            throw $e;
        }
        $this->changes->committed($product);

        return $images;
    }
}
