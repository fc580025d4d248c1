<?php

declare(strict_types=1);

namespace App\Services\Catalog;

use App\Infrastructure\Images\ImageStore;
use Closure;
use Illuminate\Support\Facades\DB;
use Throwable;

/**
 * How the back office's catalogue actions write: in one transaction, after which every cached catalogue answer (menu,
 * tree, brands, facets) is fresh (its writes are to CatalogCache::TABLES, which make a new version when they commit).
 * An image stored for the change is deleted again when the change does not commit, and the image it replaces only
 * once it has.
 */
final class CatalogWrite
{
    public function __construct(private ImageStore $images)
    {
    }

    /**
     * @template T
     *
     * @param  Closure(): T  $work
     * @param  string|null  $newImage  the key of an image stored for this change
     * @param  (Closure(): (string|null))|null  $replacedImage  the key of the image the committed change no longer uses
     * @return T
     */
    public function run(Closure $work, ?string $newImage = null, ?Closure $replacedImage = null): mixed
    {
        try {
            $result = DB::transaction($work);
        } catch (Throwable $e) {
            if ($newImage !== null) {
                $this->images->delete($newImage);
            }
            throw $e;
        }
        $old = $replacedImage === null ? null : $replacedImage();
        if ($old !== null && $old !== $newImage) {
            $this->images->delete($old);
        }

        return $result;
    }
}
