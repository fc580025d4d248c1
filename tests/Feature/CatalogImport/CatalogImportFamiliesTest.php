<?php

declare(strict_types=1);

namespace Tests\Feature\CatalogImport;

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Actions\Reviews\RecountRating;
use App\Enums\ReviewStatus;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\Review;
use App\Models\User;
use App\Services\CatalogImport\CatalogExporter;
use App\Services\CatalogImport\ImportError;
use App\Services\CatalogImport\ImportReport;
use App\Services\Families\FamilyListing;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The CSV by variant SKU (docs/catalog-import.md, docs/variants.md): a variant is a product row, the `family` column
 * names the family it belongs to by slug (`-` takes it out, empty leaves it), and after an import every family whose
 * listed variant may have changed is worked out again, once.
 */
final class CatalogImportFamiliesTest extends TestCase
{
    use MakesCatalog;

    private int $family;

    protected function setUp(): void
    {
        parent::setUp();
        $this->catalogue();
        // A family of two: the 55" is cheaper and listed, the 65" dearer.
        $now = now();
        $this->family = DB::table('product_families')->insertGetId([
            'slug' => 'volta-oled', 'name' => json_encode(['ro' => 'Volta OLED', 'ru' => 'Volta OLED']), 'brand_id' => 1, 'category_id' => 1,
            'created_at' => $now, 'updated_at' => $now,
        ]);
        $this->product('OLED-55', 10_000_00, null, [$this->centre => 2]);
        $this->product('OLED-65', 15_000_00, null, [$this->centre => 1]);
        DB::table('products')->whereIn('sku', ['OLED-55', 'OLED-65'])->update(['family_id' => $this->family]);
        FamilyListing::refresh([$this->family]);
        $this->assertSame(['OLED-55'], $this->listed());
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        parent::tearDown();
    }

    private function apply(string $content): ImportReport
    {
        return app(ApplyCatalogImport::class)->handle($this->csv($content), 'familii.csv', true, StaffActor::console());
    }

    /** @return list<string> the family's listed variants by SKU */
    private function listed(): array
    {
        return DB::table('products')->where('family_id', $this->family)->where('is_listed', true)->orderBy('sku')->pluck('sku')->map(strval(...))->all();
    }

    #[Test]
    public function a_price_change_makes_the_other_variant_the_listed_one(): void
    {
        $report = $this->apply("sku;price\nOLED-55;16 000\n");

        $this->assertTrue($report->applied);
        $this->assertSame(['OLED-65'], $this->listed(), 'the 65" is now the cheaper variant in stock');

        // Stock alone decides too: the 65" sold out on the shelf leaves the dearer 55" in stock to stand for the family.
        $this->apply("sku;stock:centru\nOLED-65;0\n");
        $this->assertSame(['OLED-55'], $this->listed());
    }

    #[Test]
    public function a_row_attaches_a_product_to_an_existing_family_by_its_slug(): void
    {
        $this->product('OLED-48', 8_000_00, null, [$this->mall => 3]);

        $report = $this->apply("sku;family;price\nOLED-48;volta-oled;\nOLED-55;;\n");

        $this->assertTrue($report->applied, implode("\n", array_map(static fn (ImportError $e): string => $e->message(), $report->errors)));
        $this->assertSame(['family', 'price'], $report->columns);
        $this->assertSame(1, $report->changed, 'the empty cell leaves OLED-55 in its family: nothing to change');
        $this->assertSame([['line' => 2, 'sku' => 'OLED-48', 'fields' => ['family' => [null, $this->family]]]], $report->changes);
        $this->assertSame($this->family, (int) DB::table('products')->where('sku', 'OLED-48')->value('family_id'));
        $this->assertSame(['OLED-48'], $this->listed(), 'the cheapest variant in stock now stands for the family');
        $this->assertSame($this->family, (int) DB::table('products')->where('sku', 'OLED-55')->value('family_id'));
    }

    #[Test]
    public function a_dash_takes_a_product_out_of_its_family(): void
    {
        $this->apply("sku;family\nOLED-55;-\n");

        $this->assertNull(DB::table('products')->where('sku', 'OLED-55')->value('family_id'));
        $this->assertTrue((bool) DB::table('products')->where('sku', 'OLED-55')->value('is_listed'), 'a product of its own stands for itself');
        $this->assertSame(['OLED-65'], $this->listed(), 'the family left lists its remaining variant');
    }

    #[Test]
    public function a_product_moved_by_the_file_shows_its_new_familys_review_rating(): void
    {
        $oled55 = Product::query()->where('sku', 'OLED-55')->firstOrFail();
        $review = new Review(['user_id' => User::factory()->createOne()->id, 'product_id' => $oled55->id, 'family_id' => $this->family,
            'subject' => 'f'.$this->family, 'rating' => 4, 'body' => 'Imagine foarte bună, negrul e negru.', 'locale' => 'ro',
            'status' => ReviewStatus::Published, 'verified' => false]);
        $review->forceFill(['published_at' => now()])->save();
        app(RecountRating::class)->products([$oled55->id]);
        $this->product('OLED-48', 8_000_00, null, [$this->mall => 3]);

        $this->apply("sku;family\nOLED-48;volta-oled\nOLED-65;-\n");

        $rating = static fn (string $sku): array => array_values((array) DB::table('products')->where('sku', $sku)->first(['rating_average', 'rating_count']));
        $this->assertEquals([4, 1], $rating('OLED-48'), 'joined: the family\'s rating');
        $this->assertEquals([null, 0], $rating('OLED-65'), 'left: its own, none');
        $this->assertEquals([4, 1], $rating('OLED-55'));
    }

    #[Test]
    public function an_unknown_family_or_one_of_another_category_is_refused_in_both_languages(): void
    {
        $now = now();
        DB::table('categories')->insert(['id' => 2, 'depth' => 0, 'slug' => 'audio', 'name' => json_encode(['ro' => 'Audio', 'ru' => 'Аудио']), 'created_at' => $now, 'updated_at' => $now]);
        DB::table('product_families')->insert([
            'slug' => 'volta-boxe', 'name' => json_encode(['ro' => 'Volta Boxe', 'ru' => 'Volta Boxe']), 'brand_id' => 1, 'category_id' => 2,
            'created_at' => $now, 'updated_at' => $now,
        ]);
        $this->product('OLED-48', 8_000_00);
        $before = DB::table('products')->orderBy('id')->get()->toJson();
        $content = "sku;family;price\nOLED-48;volta-qled;7000\nOLED-65;volta-boxe;\n";

        $report = $this->apply($content);

        $this->assertFalse($report->applied);
        $this->assertSame(2, $report->badRows);
        $this->assertSame([
            '2 OLED-48: Nu există nicio familie „volta-qled” (coloana family: slug-ul familiei, „-” scoate produsul din familie, o celulă goală îl lasă cum este).',
            '3 OLED-65: Produsul și familia „volta-boxe” sunt din categorii diferite.',
        ], array_map(static fn (ImportError $e): string => "{$e->line} {$e->sku}: ".$e->message(), $report->errors));
        App::setLocale('ru');
        $this->assertSame([
            '2 OLED-48: Семейства «volta-qled» нет (колонка family: slug семейства, «-» выводит товар из семейства, пустая ячейка оставляет как есть).',
            '3 OLED-65: Товар и семейство «volta-boxe» — из разных категорий.',
        ], array_map(static fn (ImportError $e): string => "{$e->line} {$e->sku}: ".$e->message(), $report->errors));
        $this->assertSame($before, DB::table('products')->orderBy('id')->get()->toJson(), 'nothing is written');
    }

    #[Test]
    public function the_warehouse_may_not_move_products_between_families(): void
    {
        $report = app(ApplyCatalogImport::class)->handle($this->csv("sku;family\nOLED-55;-\n"), 'familii.csv', false, StaffActor::console());

        $this->assertSame(['prices_not_allowed'], array_map(static fn (ImportError $e): string => $e->code, $report->headerErrors));
        $this->assertSame($this->family, (int) DB::table('products')->where('sku', 'OLED-55')->value('family_id'));
    }

    #[Test]
    public function the_export_names_each_variants_family_and_imports_back(): void
    {
        $this->product('SOLO', 1_000_00);

        $out = fopen('php://memory', 'w+b');
        assert($out !== false);
        app(CatalogExporter::class)->write($out, true);
        rewind($out);
        $csv = (string) stream_get_contents($out);

        $this->assertStringStartsWith("\u{FEFF}sku;name;category;active;family;price;old_price;", $csv);
        $this->assertStringContainsString("\nOLED-55;\"Produs OLED-55\";tv;1;volta-oled;10000,00;;2;0;0\n", $csv);
        $this->assertStringContainsString("\nOLED-65;\"Produs OLED-65\";tv;1;volta-oled;15000,00;;1;0;0\n", $csv);
        $this->assertStringContainsString("\nSOLO;\"Produs SOLO\";tv;1;;1000,00;;0;0;0\n", $csv);
        $report = $this->apply($csv);
        $this->assertTrue($report->applied);
        $this->assertSame([3, 0, 3], [$report->rows, $report->changed, $report->unchanged]);
    }
}
