<?php

declare(strict_types=1);

namespace Tests\Feature\CatalogImport;

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Infrastructure\Security\StaffActor;
use App\Services\CatalogImport\CatalogExporter;
use App\Services\CatalogImport\CatalogImporter;
use App\Services\CatalogImport\ImportError;
use App\Services\CatalogImport\ImportReport;
use App\Services\CatalogImport\PictureDownloader;
use App\Services\CatalogImport\PictureSources;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\CatalogImport\PictureServer;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The full product file (docs/catalog-import.md, "Export") carries each product's pictures as absolute URLs in the
 * `images` column: imported into a shop without products it gives the same products, texts, specs, stock and
 * pictures; imported back into the same shop it changes nothing and downloads nothing. The shop's media are served
 * by the tests' local picture server, so the downloads never leave the machine.
 */
final class CatalogExportRoundTripTest extends TestCase
{
    use MakesCatalog;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        Storage::fake('media');
        $root = rtrim(Storage::disk('media')->path(''), '/');
        Storage::fake('media', ['url' => PictureServer::url().'/served/'.rtrim(strtr(base64_encode($root), '+/', '-_'), '=')]);
        Storage::fake('media-originals');
        config(['catalog_import.pictures.allow_hosts' => ['127.0.0.1']]);
        $this->catalogue();
        $now = now();
        DB::table('brands')->insert(['id' => 2, 'name' => 'Quorra', 'slug' => 'quorra', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 2, 'depth' => 1, 'parent_id' => 1, 'slug' => 'tv-oled', 'name' => json_encode(['ro' => 'OLED', 'ru' => 'OLED']), 'created_at' => $now, 'updated_at' => $now]);
        $diagonal = DB::table('attributes')->insertGetId(['code' => 'diagonal', 'type' => 'number', 'name' => '{"ro":"Diagonala","ru":"Диагональ"}', 'section' => '{"ro":"General","ru":"Общее"}', 'created_at' => $now, 'updated_at' => $now]);
        $panel = DB::table('attributes')->insertGetId(['code' => 'panel', 'type' => 'select', 'name' => '{"ro":"Panou","ru":"Панель"}', 'section' => '{"ro":"General","ru":"Общее"}', 'created_at' => $now, 'updated_at' => $now]);
        $oled = DB::table('attribute_options')->insertGetId(['attribute_id' => $panel, 'slug' => 'oled', 'value' => '{"ro":"OLED","ru":"OLED"}', 'sort' => 0]);

        $this->product('TV-1', 12_499_90, 13_999_00, [$this->warehouse => 4, $this->centre => 2]);
        $this->product('TV-2', 5_000_00, null, [$this->mall => 1]);
        $this->product('TV-3', 3_000_00);
        DB::table('products')->where('sku', 'TV-1')->update([
            'name' => json_encode(['ro' => 'Televizor OLED 55″', 'ru' => 'Телевизор OLED 55″']),
            'description' => json_encode(['ro' => "Negru adânc.\n\n- HDR", 'ru' => 'Глубокий чёрный.']), 'brand_id' => 2,
            'category_id' => 2, 'category_sub_id' => 2, 'category_root_id' => 1,
        ]);
        DB::table('products')->where('sku', 'TV-3')->update(['is_active' => false]);
        $tv = (int) DB::table('products')->where('sku', 'TV-1')->value('id');
        DB::table('product_attribute_values')->insert([
            ['product_id' => $tv, 'attribute_id' => $diagonal, 'attribute_option_id' => null, 'number_value' => '54.6'],
            ['product_id' => $tv, 'attribute_id' => $panel, 'attribute_option_id' => $oled, 'number_value' => null],
        ]);
        // The shop's own pictures, uploaded the way an import by URL stores them.
        $this->assertSame([], self::codes($this->apply("sku;images\nTV-1;".PictureServer::url().'/tv.png|'.PictureServer::url()."/tv-2.png\nTV-2;".PictureServer::url()."/tv-2.png\n")));
    }

    private function apply(string $content): ImportReport
    {
        return app(ApplyCatalogImport::class)->handle($this->csv($content), 'produse.csv', true, StaffActor::console());
    }

    private function export(): string
    {
        $out = fopen('php://memory', 'w+');
        assert(is_resource($out));
        app(CatalogExporter::class)->write($out, true, full: true);
        rewind($out);

        return (string) stream_get_contents($out);
    }

    /** @return list<string> */
    private static function codes(ImportReport $report): array
    {
        return array_map(static fn (ImportError $error): string => trim($error->line.' '.$error->sku.' '.$error->code), [...$report->headerErrors, ...$report->errors]);
    }

    /**
     * Everything the full file carries, by SKU: texts, brand, category, prices, on sale, stock per place, specs, and
     * each picture's size in order (the picture itself, whatever its key).
     *
     * @return array<string, array<string, mixed>>
     */
    private function catalogueBySku(): array
    {
        $shop = [];
        foreach (DB::table('products')->orderBy('sku')->get() as $product) {
            $id = (int) $product->id;
            $pictures = [];
            foreach (DB::table('product_images')->where('product_id', $id)->orderBy('sort')->orderBy('id')->pluck('key') as $key) {
                $size = getimagesizefromstring((string) Storage::disk('media')->get($key.'/zoom.webp'));
                $pictures[] = $size === false ? null : [$size[0], $size[1]];
            }
            $shop[(string) $product->sku] = [
                'name' => json_decode((string) $product->name, true),
                'description' => json_decode((string) $product->description, true),
                'brand' => DB::table('brands')->where('id', $product->brand_id)->value('slug'),
                'category' => [$product->category_id, $product->category_sub_id, $product->category_root_id],
                'prices' => [(int) $product->price, $product->old_price === null ? null : (int) $product->old_price],
                'active' => (bool) $product->is_active,
                'stock' => [Stock::at($id, $this->warehouse), Stock::at($id, $this->centre), Stock::at($id, $this->mall), (int) $product->stock_total],
                'specs' => DB::table('product_attribute_values as v')->join('attributes', 'attributes.id', '=', 'v.attribute_id')
                    ->leftJoin('attribute_options', 'attribute_options.id', '=', 'v.attribute_option_id')->where('v.product_id', $id)->orderBy('attributes.code')
                    ->get(['attributes.code', 'v.number_value', 'attribute_options.slug'])->map(static fn (object $value): string => $value->code.'='.($value->slug ?? (float) $value->number_value))->all(),
                'pictures' => $pictures,
            ];
        }

        return $shop;
    }

    #[Test]
    public function a_full_export_imported_into_a_shop_without_products_gives_the_same_products_and_pictures(): void
    {
        $before = $this->catalogueBySku();
        $this->assertSame([[40, 30], [50, 20]], $before['TV-1']['pictures']);
        $csv = $this->export();
        $this->assertStringContainsString(';images'."\n", $csv);
        $keys = DB::table('product_images')->orderBy('id')->pluck('key')->all();
        $this->assertStringContainsString(PictureServer::url().'/served/', $csv);
        $this->assertStringContainsString('/'.$keys[0].'/zoom.webp|'.PictureServer::url(), $csv);

        // A shop without products (its categories, brands, attributes and places as the file names them).
        foreach (['product_images', 'product_attribute_values', 'product_stock', 'stock_movements', 'products'] as $table) {
            DB::table($table)->delete();
        }
        $report = $this->apply($csv);

        $this->assertSame([], self::codes($report));
        $this->assertSame(3, $report->created);
        $this->assertSame($before, $this->catalogueBySku());
        $this->assertSame([], array_intersect($keys, DB::table('product_images')->pluck('key')->all()), 'the pictures were downloaded and stored anew');
        $this->assertSame([], Stock::drift());
        $this->assertSame([], Stock::movementDrift());
    }

    #[Test]
    public function a_full_export_imported_back_into_the_same_shop_changes_and_downloads_nothing(): void
    {
        DB::table('product_images')->update(['alt' => json_encode(['ro' => 'Fața', 'ru' => 'Спереди'])]);
        $before = $this->catalogueBySku();
        $csv = $this->export();
        // Any download would now be refused (loopback): the shop's own pictures are recognised instead.
        config(['catalog_import.pictures.allow_hosts' => []]);

        $dry = app(CatalogImporter::class)->scan($this->csv($csv), 'produse.csv', true, pictures: new PictureSources(app(PictureDownloader::class)));
        $this->assertSame([], self::codes($dry));
        $this->assertSame([0, 3], [$dry->changed, $dry->unchanged]);
        $report = $this->apply($csv);
        $this->assertSame([], self::codes($report));
        $this->assertSame($before, $this->catalogueBySku());
        $alts = DB::table('product_images')->pluck('alt')->map(static fn (mixed $alt): mixed => json_decode((string) $alt, true))->all();
        $this->assertSame(array_fill(0, 3, ['ro' => 'Fața', 'ru' => 'Спереди']), $alts);

        // A cell that differs from the product's own pictures is fetched whole (and here refused): it is not read past.
        $changed = str_replace('/zoom.webp|', '/zoom.webp|'.PictureServer::url().'/tv.png|', $csv);
        $this->assertSame(array_fill(0, 3, '2 TV-1 picture_url_host'), self::codes(app(CatalogImporter::class)->scan($this->csv($changed), 'produse.csv', true, pictures: new PictureSources(app(PictureDownloader::class)))));
    }
}
