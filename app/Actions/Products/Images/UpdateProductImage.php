<?php

declare(strict_types=1);

namespace App\Actions\Products\Images;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Images\PictureFiles;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductImage;
use App\Services\Audit\AuditLog;
use App\Services\Products\ProductImageChanges;
use Throwable;

/**
 * Changes one picture: its alt text per language (audited as `product.image_alt`, only when it changed) and/or its
 * file (`product.image_replace`): the new file is stored first, the row then points at it, and the old original and
 * variants are deleted once that has committed. The picture keeps its place in the order.
 */
final readonly class UpdateProductImage
{
    public function __construct(private PictureFiles $files, private ProductImageChanges $changes)
    {
    }

    /**
     * @param  array<string, string>|null  $alt  per language; null leaves it as it is
     */
    public function handle(Product $product, ProductImage $image, ?array $alt, ?\SplFileInfo $upload, StaffActor $actor): ProductImage
    {
        $stored = $upload === null ? null : $this->files->store($upload);
        $oldKey = $image->key;
        try {
            $changed = WriteTransaction::run(function () use ($product, $image, $alt, $stored, $actor, $oldKey): bool {
                $label = $product->translate('name');
                $changed = false;

                if ($alt !== null && $alt !== self::current($image, $alt)) {
                    $before = $image->alt;
                    $image->alt = $alt;
                    $image->save();
                    AuditLog::record($actor, 'product.image_alt', $product, ['image' => $image->id, 'alt' => $before], ['image' => $image->id, 'alt' => $alt], $label);
                    $changed = true;
                }

                if ($stored !== null) {
                    $image->forceFill(['key' => $stored->key, 'width' => $stored->width, 'height' => $stored->height])->save();
                    AuditLog::record($actor, 'product.image_replace', $product, ['image' => $image->id, 'key' => $oldKey], ['image' => $image->id, 'key' => $stored->key], $label);
                    $changed = true;
                }

                if ($changed) {
                    $this->changes->touch($product);
                }

                return $changed;
            });
        } catch (Throwable $e) {
            if ($stored !== null) {
                $this->files->delete($stored->key);
            }
            throw $e;
        }
        if ($changed) {
            $this->changes->committed($product, $stored === null ? [] : [$oldKey]);
        }

        return $image;
    }

    /**
     * The picture's alt text in the same languages as the one sent.
     *
     * @param  array<string, string>  $alt
     * @return array<string, string>
     */
    private static function current(ProductImage $image, array $alt): array
    {
        $current = [];
        foreach (array_keys($alt) as $locale) {
            $current[$locale] = $image->alt[$locale] ?? '';
        }

        return $current;
    }
}
