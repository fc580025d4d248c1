<?php

declare(strict_types=1);

namespace Tests\Feature\CatalogImport;

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductImage;
use App\Models\User;
use App\Services\CatalogImport\CatalogImporter;
use App\Services\CatalogImport\ContentRows;
use App\Services\CatalogImport\ImportError;
use App\Services\CatalogImport\ImportReport;
use App\Services\CatalogImport\PictureDownloader;
use App\Services\CatalogImport\PictureSources;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\CatalogImport\PictureServer;
use Tests\Support\Stock;
use Tests\TestCase;
use ZipArchive;

/**
 * The full product file (docs/catalog-import.md): names and descriptions per language, the brand, spec values, the
 * pictures (by name in a zip or by URL, from a local server) and new products, through the same dry run and apply.
 */
final class CatalogImportProductsTest extends TestCase
{
    use MakesCatalog;

    private int $diagonal;

    private int $panel;

    private int $smart;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        Storage::fake('media');
        Storage::fake('media-originals');
        $this->catalogue();
        $now = now();
        DB::table('brands')->insert(['id' => 2, 'name' => 'Quorra', 'slug' => 'quorra', 'created_at' => $now, 'updated_at' => $now]);
        $attribute = static fn (string $code, string $type): int => DB::table('attributes')->insertGetId([
            'code' => $code, 'type' => $type, 'name' => json_encode(['ro' => $code, 'ru' => $code]), 'section' => json_encode(['ro' => 'General', 'ru' => 'Общее']),
            'created_at' => $now, 'updated_at' => $now,
        ]);
        $this->diagonal = $attribute('diagonal', 'number');
        $this->panel = $attribute('panel', 'select');
        $this->smart = $attribute('smart', 'boolean');
        foreach ([['oled', 'OLED', 'OLED'], ['qled', 'QLED', 'QLED'], ['led', 'LED clasic', 'Обычный LED']] as $sort => [$slug, $ro, $ru]) {
            DB::table('attribute_options')->insert(['attribute_id' => $this->panel, 'slug' => $slug, 'value' => json_encode(['ro' => $ro, 'ru' => $ru]), 'sort' => $sort]);
        }
        foreach ([['da', 'Da', 'Да'], ['nu', 'Nu', 'Нет']] as $sort => [$slug, $ro, $ru]) {
            DB::table('attribute_options')->insert(['attribute_id' => $this->smart, 'slug' => $slug, 'value' => json_encode(['ro' => $ro, 'ru' => $ru]), 'sort' => $sort]);
        }
        $this->product('TV-1', 10_000_00);
        $this->product('TV-2', 5_000_00);
        config(['catalog_import.pictures.allow_hosts' => ['127.0.0.1']]);
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        parent::tearDown();
    }

    private function scan(string $content, bool $catalogue = true): ImportReport
    {
        return app(CatalogImporter::class)->scan($this->csv($content), 'produse.csv', $catalogue);
    }

    private function apply(string $content, ?string $zip = null): ImportReport
    {
        return app(ApplyCatalogImport::class)->handle($this->csv($content), 'produse.csv', true, StaffActor::console(), picturesZip: $zip);
    }

    /** @return list<string> */
    private static function codes(ImportReport $report): array
    {
        return array_map(static fn (ImportError $error): string => implode(' ', array_filter([(string) $error->line, $error->sku, $error->code], static fn (string $part): bool => $part !== '')), [...$report->headerErrors, ...$report->errors]);
    }

    /** @return array<string, string> spec value (option slug or number) by attribute code */
    private function specs(string $sku): array
    {
        return DB::table('product_attribute_values')->join('attributes', 'attributes.id', '=', 'product_attribute_values.attribute_id')
            ->leftJoin('attribute_options', 'attribute_options.id', '=', 'product_attribute_values.attribute_option_id')
            ->where('product_attribute_values.product_id', Product::query()->where('sku', $sku)->value('id'))
            ->orderBy('attributes.code')->get(['attributes.code', 'attribute_options.slug', 'product_attribute_values.number_value'])
            ->mapWithKeys(static fn (object $row): array => [(string) $row->code => $row->slug !== null ? (string) $row->slug : ContentRows::number((string) $row->number_value)])->all();
    }

    private function zip(): string
    {
        $path = (string) tempnam(sys_get_temp_dir(), 'pictures-');
        $zip = new ZipArchive();
        $zip->open($path, ZipArchive::OVERWRITE);
        foreach (['front.jpg' => [60, 40], 'spate.png' => [30, 30]] as $name => [$width, $height]) {
            $image = imagecreatetruecolor($width, $height);
            ob_start();
            str_ends_with($name, '.png') ? imagepng($image) : imagejpeg($image);
            $zip->addFromString('poze/'.$name, (string) ob_get_clean());
        }
        $zip->close();
        $this->beforeApplicationDestroyed(static fn () => @unlink($path));

        return $path;
    }

    #[Test]
    public function names_descriptions_brand_and_specs_of_existing_products_change_through_the_dry_run_and_apply(): void
    {
        $csv = "sku;name:ro;name:ru;description:ro;description:ru;brand;spec:diagonal;spec:panel;spec:smart\n"
            ."TV-1;Televizor Ștefan 55″;Телевизор 55″;Ecran mare, culori vii.;Большой экран.;quorra;54,6;Obișnuit LED;da\n"
            ."TV-2;;;;;;;qled;nu\n";
        $csv = str_replace('Obișnuit LED', 'led clasic', $csv);
        $dry = $this->scan($csv);
        $this->assertSame([], self::codes($dry));
        $this->assertSame(2, $dry->changed);
        $this->assertSame(['Produs TV-1', 'Televizor Ștefan 55″'], $dry->changes[0]['fields']['name:ro']);
        $this->assertSame(['volta', 'quorra'], $dry->changes[0]['fields']['brand']);
        $this->assertSame([null, '54.6'], $dry->changes[0]['fields']['spec:diagonal']);
        $this->assertSame([null, 'led'], $dry->changes[0]['fields']['spec:panel']);
        $this->assertSame('Produs TV-1', Product::query()->where('sku', 'TV-1')->firstOrFail()->translate('name', 'ro'), 'the dry run writes nothing');

        $report = $this->apply($csv);
        $this->assertTrue($report->applied, implode(', ', self::codes($report)));
        $tv = Product::query()->where('sku', 'TV-1')->firstOrFail();
        $this->assertSame(['ro' => 'Televizor Ștefan 55″', 'ru' => 'Телевизор 55″'], $tv->name);
        $this->assertSame(['ro' => 'Ecran mare, culori vii.', 'ru' => 'Большой экран.'], $tv->description);
        $this->assertSame(2, $tv->brand_id);
        $this->assertSame(['diagonal' => '54.6', 'panel' => 'led', 'smart' => 'da'], $this->specs('TV-1'));
        $this->assertSame(['panel' => 'qled', 'smart' => 'nu'], $this->specs('TV-2'));
        $this->assertSame('Produs TV-2', Product::query()->where('sku', 'TV-2')->firstOrFail()->translate('name', 'ro'), 'an empty cell leaves the text');

        // A dash clears a spec value; the same file again changes nothing.
        $this->assertTrue($this->apply("sku;spec:panel;spec:diagonal\nTV-2;-;\n")->applied);
        $this->assertSame(['smart' => 'nu'], $this->specs('TV-2'));
        $this->assertTrue($this->apply($csv)->applied);
        $again = $this->scan($csv);
        $this->assertSame([0, 2], [$again->changed, $again->unchanged]);
    }

    #[Test]
    public function a_new_sku_with_name_category_brand_and_price_is_added_as_a_draft_with_its_stock_specs_and_pictures(): void
    {
        $csv = "sku;name:ro;name:ru;description:ro;category;brand;price;old_price;stock:centru;spec:panel;images\n"
            .'OLED-77;Televizor OLED 77″;Телевизор OLED 77″;Cel mai mare.;tv;quorra;39 999,90;44 999;3;oled;front.jpg|'.PictureServer::url()."/tv.png\n";
        $zip = $this->zip();
        $dry = app(CatalogImporter::class)->scan($this->csv($csv), 'produse.csv', true, pictures: new PictureSources(app(PictureDownloader::class), $zip));
        $this->assertSame([], self::codes($dry));
        $this->assertSame([1, 0], [$dry->created, $dry->changed]);
        $this->assertTrue($dry->changes[0]['created'] ?? false);
        $this->assertSame([null, 2], $dry->changes[0]['fields']['images']);
        $this->assertNull(Product::query()->where('sku', 'OLED-77')->first());

        $report = $this->apply($csv, $zip);
        $this->assertTrue($report->applied, implode(', ', self::codes($report)));
        $new = Product::query()->where('sku', 'OLED-77')->firstOrFail();
        $this->assertFalse($new->is_active, 'a new product is a draft');
        $this->assertSame('televizor-oled-77', $new->slug);
        $this->assertSame([3_999_990, 4_499_900, 11], [$new->price, $new->old_price, $new->discount_percent]);
        $this->assertSame([1, 1, 2], [$new->category_id, $new->category_root_id, $new->brand_id]);
        $this->assertSame(['panel' => 'oled'], $this->specs('OLED-77'));
        $this->assertSame(3, Stock::total($new));
        $this->assertSame(3, (int) DB::table('product_stock')->where('product_id', $new->id)->where('store_id', $this->centre)->value('quantity'));
        $pictures = ProductImage::query()->where('product_id', $new->id)->orderBy('sort')->get();
        $this->assertSame([[60, 40], [40, 30]], $pictures->map(static fn (ProductImage $image): array => [$image->width, $image->height])->all());
        foreach ($pictures as $picture) {
            $this->assertNotEmpty(Storage::disk('media')->allFiles($picture->key));
        }

        // The file's pictures replace the product's own: the old files go once the import has committed.
        $oldKeys = $pictures->pluck('key')->all();
        $this->assertTrue($this->apply("sku;images\nOLED-77;spate.png\n", $zip)->applied);
        $this->assertSame(1, ProductImage::query()->where('product_id', $new->id)->count());
        foreach ($oldKeys as $key) {
            $this->assertSame([], Storage::disk('media')->allFiles($key));
        }

        $this->assertTrue($this->apply("sku;name:ro;category;brand;price;active\nOLED-88;Televizor 88;tv;volta;50000;1\n")->applied);
        $this->assertTrue(Product::query()->where('sku', 'OLED-88')->firstOrFail()->is_active);
    }

    #[Test]
    public function a_new_sku_without_what_a_product_needs_is_refused_and_without_those_columns_it_is_unknown(): void
    {
        $this->assertSame(['2 NEW-1 new_product_incomplete', '3 NEW-2 new_product_incomplete'], self::codes($this->scan(
            "sku;name:ro;category;brand;price\nNEW-1;;tv;volta;100\nNEW-2;Ceva;;volta;100\n",
        )));
        $this->assertSame(['2 NEW-1 unknown_sku'], self::codes($this->scan("sku;name:ro;price\nNEW-1;Ceva;100\n")));
    }

    #[Test]
    public function bad_content_is_a_row_error_and_nothing_is_written(): void
    {
        $long = str_repeat('a', 256);
        $report = $this->apply("sku;name:ro;brand;spec:diagonal;spec:panel;spec:smart\n"
            ."TV-1;Nume nou;nimeni;;;\nTV-2;$long;;55 inch;plasma;poate\n");
        $this->assertFalse($report->applied);
        $this->assertSame(['2 TV-1 unknown_brand', '3 TV-2 text_too_long', '3 TV-2 bad_spec', '3 TV-2 bad_spec', '3 TV-2 bad_spec'], self::codes($report));
        $this->assertSame('Produs TV-1', Product::query()->where('sku', 'TV-1')->firstOrFail()->translate('name', 'ro'));
    }

    #[Test]
    public function unknown_attributes_or_languages_and_content_columns_for_the_warehouse_are_refused_in_the_header(): void
    {
        $this->assertSame(['1 unknown_attribute', '1 unknown_column'], self::codes($this->scan("sku;spec:greutate;name:en\nTV-1;2;x\n")));
        $this->assertSame(['1 prices_not_allowed', '1 prices_not_allowed', '1 prices_not_allowed'], self::codes($this->scan("sku;name:ro;images;spec:panel\nTV-1;x;y;oled\n", catalogue: false)));
    }

    #[Test]
    public function pictures_that_cannot_be_had_refuse_the_file_before_anything_is_written(): void
    {
        config(['catalog_import.pictures.allow_hosts' => []]);
        $report = $this->apply("sku;name:ro;images\nTV-1;Nume nou;".PictureServer::url()."/tv.png\nTV-2;;lipsa.jpg|http://169.254.169.254/x.png|ftp://example.com/a.png\n", $this->zip());

        $this->assertFalse($report->applied);
        $this->assertSame(['2 TV-1 picture_url_host', '3 TV-2 picture_not_in_zip', '3 TV-2 picture_url_host', '3 TV-2 picture_url_scheme'], self::codes($report));
        $this->assertSame('Produs TV-1', Product::query()->where('sku', 'TV-1')->firstOrFail()->translate('name', 'ro'));
        $this->assertSame(0, ProductImage::query()->count());
        $this->assertSame([], Storage::disk('media')->allFiles());

        $this->assertSame(['2 TV-1 picture_no_zip'], self::codes($this->apply("sku;images\nTV-1;front.jpg\n")));
    }

    #[Test]
    public function in_the_back_office_a_manager_sends_the_file_with_its_zip_previews_and_applies_it(): void
    {
        Storage::fake('catalog-imports');
        $manager = User::factory()->staff(StaffRole::Manager)->createOne(['locale' => 'ro']);
        $this->actingAs($manager);
        $csv = "sku;name:ro;category;brand;price;images\nNEW-55;Televizor nou;tv;quorra;9 999;front.jpg\n";
        $zip = new UploadedFile($this->zip(), 'poze.zip', 'application/zip', null, true);

        $this->post('/admin/import-catalog/verificare', ['file' => UploadedFile::fake()->createWithContent('produse.csv', $csv), 'pictures' => $zip])
            ->assertSessionHasNoErrors()->assertRedirect();
        $token = basename((string) collect(Storage::disk('catalog-imports')->files())->first(static fn (string $file): bool => str_ends_with($file, '.json')), '.json');
        Storage::disk('catalog-imports')->assertExists($token.'.zip');
        $this->get('/admin/import-catalog?token='.$token)->assertInertia(fn ($page) => $page
            ->where('report.created', 1)->where('report.changed', 0)->where('report.changes.0.created', true)
            ->where('report.changes.0.fields.0', ['field' => 'category', 'kind' => 'text', 'before' => null, 'after' => 'tv']));

        $this->post('/admin/import-catalog/aplicare', ['token' => $token])->assertSessionHasNoErrors()->assertRedirect('/admin/import-catalog');
        $new = Product::query()->where('sku', 'NEW-55')->firstOrFail();
        $this->assertSame(1, ProductImage::query()->where('product_id', $new->id)->count());
        $this->assertSame([], Storage::disk('catalog-imports')->files(), 'the file and its zip are removed once applied');
    }

    #[Test]
    public function a_zip_that_is_not_one_or_from_the_warehouse_is_refused_with_the_reason(): void
    {
        Storage::fake('catalog-imports');
        $csv = UploadedFile::fake()->createWithContent('produse.csv', "sku;stock:centru\nTV-1;2\n");
        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne(['locale' => 'ro']));
        $this->post('/admin/import-catalog/verificare', ['file' => $csv, 'pictures' => UploadedFile::fake()->createWithContent('poze.zip', 'not a zip')])
            ->assertSessionHasErrors(['pictures' => 'Pozele se trimit ca arhivă zip.']);

        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne(['locale' => 'ru']));
        $this->post('/admin/import-catalog/verificare', ['file' => $csv, 'pictures' => new UploadedFile($this->zip(), 'poze.zip', 'application/zip', null, true)])
            ->assertSessionHasErrors(['pictures' => 'Ваша роль не меняет фото товаров.']);
        $this->assertSame([], Storage::disk('catalog-imports')->files());
    }

    #[Test]
    public function the_full_export_writes_texts_brand_and_specs_and_imports_back_unchanged(): void
    {
        DB::table('products')->where('sku', 'TV-1')->update(['name' => json_encode(['ro' => '=Televizor; "mare"', 'ru' => 'Телевизор']), 'description' => json_encode(['ro' => "Rând 1\nRând 2", 'ru' => ''])]);
        DB::table('product_attribute_values')->insert(['product_id' => Product::query()->where('sku', 'TV-1')->value('id'), 'attribute_id' => $this->diagonal, 'attribute_option_id' => null, 'number_value' => '55']);
        $out = fopen('php://memory', 'w+');
        assert(is_resource($out));
        app(\App\Services\CatalogImport\CatalogExporter::class)->write($out, true, full: true);
        rewind($out);
        $csv = (string) stream_get_contents($out);

        $this->assertStringStartsWith("\u{FEFF}sku;name;name:ro;name:ru;description:ro;description:ru;brand;category;active;family;price;old_price;stock:centru;stock:mall;stock:depozit-test;spec:diagonal;spec:panel;spec:smart;images\n", $csv);
        $this->assertStringContainsString("\"'=Televizor; \"\"mare\"\"\";Телевизор;\"Rând 1\nRând 2\";;volta;tv;1;;10000,00;;0;0;0;55;;;\n", $csv);
        $report = $this->scan($csv);
        $this->assertSame([], self::codes($report));
        $this->assertSame([0, 2], [$report->changed, $report->unchanged]);

        $this->actingAs(User::factory()->staff(StaffRole::Manager)->createOne());
        $this->get('/admin/import-catalog/export?columns=full')->assertOk();
        $this->actingAs(User::factory()->staff(StaffRole::Warehouse)->createOne());
        $this->assertStringNotContainsString('name:ro', (string) $this->get('/admin/import-catalog/export?columns=full')->streamedContent());
    }

    #[Test]
    public function the_command_reads_a_zip_of_pictures_and_shows_text_changes(): void
    {
        $file = $this->csv("sku;name:ro;brand;images\nTV-1;Televizor nou;quorra;front.jpg\n");
        $this->artisan('catalog:import', ['file' => $file, '--dry-run' => true, '--pictures' => $this->zip()])
            ->expectsOutputToContain('volta → quorra')->expectsOutputToContain('Dry run: 1 product(s) would change and 0 be added')->assertExitCode(0);
        $this->artisan('catalog:import', ['file' => $file, '--pictures' => '/nu/exista.zip'])->expectsOutputToContain('Cannot read /nu/exista.zip.')->assertExitCode(1);
        $this->artisan('catalog:import', ['file' => $file, '--pictures' => $this->zip()])->expectsOutputToContain('Applied: 1 product(s) changed and 0 added')->assertExitCode(0);
        $this->assertSame(1, ProductImage::query()->count());
    }
}
