<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use App\Infrastructure\Images\PictureFiles;
use App\Infrastructure\Locale\Locales;
use App\Models\Product;
use App\Models\ProductImage;
use App\Services\Products\ProductData;
use App\Services\Products\ProductWriter;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;

/**
 * Writes what the content columns of an import changed, inside the import's write transaction (CatalogImporter):
 * texts and the brand of existing products, their spec values (only the attributes the file names), their pictures
 * (the file's pictures replace the product's own), and new products with their specs, stock per place and pictures.
 * Stored picture files are listed on the report: the apply deletes them if the transaction rolls back, and deletes
 * the replaced pictures' files once it has committed.
 *
 * @phpstan-import-type Content from ContentRows
 */
final readonly class ContentWriter
{
    public function __construct(private PictureFiles $files, private ProductWriter $writer, private StockLedger $ledger)
    {
    }

    /**
     * @param  array<int, Content>  $contents  by product id
     */
    public function update(array $contents, ImportReport $report): void
    {
        $now = now();
        foreach ($contents as $id => $content) {
            $values = [];
            if ($content['name'] !== null) {
                $values['name'] = json_encode($content['name'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
            }
            if ($content['description'] !== null) {
                $values['description'] = json_encode($content['description'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
            }
            if ($content['brand'] !== null) {
                $values['brand_id'] = $content['brand'];
            }
            DB::table('products')->where('id', $id)->update([...$values, 'updated_at' => $now]);
            $this->specs($id, $content['specs']);
            if ($content['pictures'] !== null) {
                $this->pictures($id, $content['pictures'], $report);
            }
        }
    }

    /**
     * New products, each a draft unless the file puts it on sale, with its stock per place written through the stock
     * ledger (a movement each). Returns each new product's family (null for none) by id.
     *
     * @param  list<array{sku: string, price: int, old_price: int|null, category: int, active: bool, family: int|null, content: Content, stock: array<int, int>}>  $created
     * @return array<int, int|null>
     */
    public function create(array $created, ImportReport $report): array
    {
        $families = [];
        foreach ($created as $new) {
            $content = $new['content'];
            $product = Product::withoutSyncingToSearch(function () use ($new, $content): Product {
                $product = new Product(['stock_total' => 0, 'popularity' => 0, 'is_active' => $new['active']]);
                $this->writer->fill($product, new ProductData(
                    name: $content['name'] ?? ['ro' => '', 'ru' => ''],
                    description: $content['description'] ?? ['ro' => '', 'ru' => ''],
                    sku: $new['sku'],
                    slug: null,
                    price: $new['price'],
                    oldPrice: $new['old_price'],
                    categoryId: $new['category'],
                    brandId: (int) $content['brand'],
                    specs: [],
                    isNew: false,
                    isPopular: false,
                ));
                $product->save();

                return $product;
            });
            $this->specs($product->id, $content['specs']);
            foreach ($new['stock'] as $placeId => $units) {
                if ($units > 0) {
                    $this->ledger->setQuantity($product->id, $placeId, $units);
                }
            }
            if ($content['pictures'] !== null) {
                $this->pictures($product->id, $content['pictures'], $report);
            }
            $families[$product->id] = $new['family'];
            $report->reshaped[] = $product->id;
        }

        return $families;
    }

    /**
     * @param  array<int, array{option: int|null, number: string|null}|null>  $specs  null clears the attribute's value
     */
    private function specs(int $productId, array $specs): void
    {
        if ($specs === []) {
            return;
        }
        DB::table('product_attribute_values')->where('product_id', $productId)->whereIn('attribute_id', array_keys($specs))->delete();
        $rows = [];
        foreach ($specs as $attributeId => $value) {
            if ($value !== null) {
                $rows[] = ['product_id' => $productId, 'attribute_id' => $attributeId, 'attribute_option_id' => $value['option'], 'number_value' => $value['number']];
            }
        }
        if ($rows !== []) {
            DB::table('product_attribute_values')->insert($rows);
        }
    }

    /**
     * @param  list<string>  $paths  staged, checked pictures
     */
    private function pictures(int $productId, array $paths, ImportReport $report): void
    {
        $old = DB::table('product_images')->where('product_id', $productId)->pluck('key')->map(static fn (mixed $key): string => (string) $key)->all();
        DB::table('product_images')->where('product_id', $productId)->delete();
        $empty = array_fill_keys(Locales::all(), '');
        foreach ($paths as $sort => $path) {
            $picture = $this->files->store(new \SplFileInfo($path));
            $report->storedPictures[] = $picture->key;
            ProductImage::query()->create([
                'product_id' => $productId, 'key' => $picture->key, 'sort' => $sort, 'alt' => $empty,
                'width' => $picture->width, 'height' => $picture->height,
            ]);
        }
        $report->droppedPictures = array_values([...$report->droppedPictures, ...$old]);
    }
}
