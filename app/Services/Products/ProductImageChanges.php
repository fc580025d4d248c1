<?php

declare(strict_types=1);

namespace App\Services\Products;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Images\PictureFiles;
use App\Models\Product;
use Illuminate\Support\Facades\DB;

/**
 * What every change to a product's pictures does besides its own rows. Inside the transaction the product's
 * `updated_at` moves (a plain UPDATE: no model events, whose search indexing would open a transaction of its own).
 * Once the transaction has committed, the files nobody uses any more are deleted, the product's search document is
 * written again and every cached catalogue answer is made fresh; a change that rolls back keeps its old files.
 */
final readonly class ProductImageChanges
{
    public function __construct(private PictureFiles $files)
    {
    }

    /** Call inside the change's transaction. */
    public function touch(Product $product): void
    {
        Product::query()->whereKey($product->id)->update(['updated_at' => now()]);
    }

    /**
     * Call after the change's transaction (WriteTransaction::run) has returned.
     *
     * @param  list<string>  $unusedKeys  image store keys the change left without a row
     */
    public function committed(Product $product, array $unusedKeys = []): void
    {
        DB::afterCommit(function () use ($product, $unusedKeys): void {
            foreach ($unusedKeys as $key) {
                $this->forget($key);
            }
            $product->searchable();
            CatalogCache::flush();
        });
    }

    /**
     * Deletes a stored picture's files, unless another row still shows them (a legacy demo picture is shared by
     * many products; the image store never deletes those anyway).
     */
    public function forget(string $key): void
    {
        if (DB::table('product_images')->where('key', $key)->exists()) {
            return;
        }
        $this->files->delete($key);
    }
}
