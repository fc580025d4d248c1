<?php

declare(strict_types=1);

namespace App\Actions\Products\Images;

use App\Models\Product;
use App\Support\Catalog\CatalogCache;
use App\Support\Images\PictureFiles;
use Illuminate\Support\Facades\DB;

/**
 * What every change to a product's pictures does besides its own rows: inside the transaction the product is touched
 * (its `updated_at` moves and its search document is written again); once the transaction has committed, the files
 * nobody uses any more are deleted and every cached catalogue answer is made fresh. A change that rolls back keeps
 * its old files.
 */
final readonly class ProductImageChanges
{
    public function __construct(private PictureFiles $files)
    {
    }

    /**
     * Call inside the change's transaction.
     *
     * @param  list<string>  $unusedKeys  image store keys the change left without a row
     */
    public function changed(Product $product, array $unusedKeys = []): void
    {
        $product->touch();
        DB::afterCommit(function () use ($unusedKeys): void {
            foreach ($unusedKeys as $key) {
                $this->forget($key);
            }
            CatalogCache::flush();
        });
    }

    /**
     * Deletes a stored picture's files, unless another row still shows them (a legacy demo picture is shared by
     * many products) or they are not the store's own (a legacy path under public/).
     */
    public function forget(string $key): void
    {
        if (DB::table('product_images')->where('key', $key)->exists()) {
            return;
        }
        $this->files->delete($key);
    }
}
