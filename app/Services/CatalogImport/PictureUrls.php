<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use App\Infrastructure\Images\ImageStore;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\URL;

/**
 * Products' pictures as the `images` column writes them (docs/catalog-import.md): absolute URLs in the pictures'
 * order, `|` between them. An uploaded picture is its largest WebP variant (the original is private); a picture of the
 * older catalogue is its file under public/ when the import could take it back (JPEG, PNG or WebP), and left out
 * otherwise (the drawn SVGs). The export writes these, and the import reads a cell equal to a product's own as
 * "unchanged", so a full file imported back into the same shop downloads nothing and keeps the alt texts.
 */
final readonly class PictureUrls
{
    public const SEPARATOR = '|';

    private const IMPORTABLE = ['jpg', 'jpeg', 'png', 'webp'];

    private string $variant;

    public function __construct(private ImageStore $images)
    {
        $widths = ImageStore::widths('products');
        arsort($widths);
        $this->variant = (string) array_key_first($widths);
    }

    /**
     * @param  list<int>  $productIds
     * @return array<int, array{count: int, urls: list<string>}> by product id, products without pictures left out
     */
    public function of(array $productIds): array
    {
        $pictures = [];
        if ($productIds === []) {
            return $pictures;
        }
        $rows = DB::table('product_images')->whereIn('product_id', $productIds)->orderBy('product_id')->orderBy('sort')->orderBy('id')
            ->get(['product_id', 'key']);
        foreach ($rows as $row) {
            $id = (int) $row->product_id;
            $pictures[$id] ??= ['count' => 0, 'urls' => []];
            $pictures[$id]['count']++;
            $url = $this->url((string) $row->key);
            if ($url !== null) {
                $pictures[$id]['urls'][] = $url;
            }
        }

        return $pictures;
    }

    /**
     * A cell's pictures as a list: split at `|`, each trimmed, the empty ones dropped.
     *
     * @return list<string>
     */
    public static function split(string $cell): array
    {
        return array_values(array_filter(array_map('trim', explode(self::SEPARATOR, $cell)), static fn (string $part): bool => $part !== ''));
    }

    private function url(string $key): ?string
    {
        if (str_contains(basename($key), '.') && ! in_array(strtolower(pathinfo($key, PATHINFO_EXTENSION)), self::IMPORTABLE, true)) {
            return null;
        }

        return URL::to($this->images->url($key, $this->variant));
    }
}
