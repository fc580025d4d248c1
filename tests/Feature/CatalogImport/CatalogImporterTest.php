<?php

declare(strict_types=1);

namespace Tests\Feature\CatalogImport;

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Actions\Orders\PlaceOrder;
use App\Enums\OrderKind;
use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Security\StaffActor;
use App\Models\AuditEntry;
use App\Models\Product;
use App\Services\CatalogImport\CatalogExporter;
use App\Services\CatalogImport\CatalogImporter;
use App\Services\CatalogImport\ImportError;
use App\Services\CatalogImport\ImportReport;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderOwner;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use PHPUnit\Framework\Attributes\Test;
use RuntimeException;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The price and stock CSV: the dry run reports what would change and every bad row, apply writes everything in one
 * transaction or nothing, stock stays one truth (totals = places, reservations untouched), and the export imports back.
 */
final class CatalogImporterTest extends TestCase
{
    use MakesCatalog;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $this->catalogue();
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        $this->assertSame([], Stock::movementDrift(), 'the movements add up to each place\'s units');
        parent::tearDown();
    }

    private function scan(string $content, bool $prices = true): ImportReport
    {
        return app(CatalogImporter::class)->scan($this->csv($content), 'preturi.csv', $prices);
    }

    private function apply(string $content, bool $prices = true): ImportReport
    {
        return app(ApplyCatalogImport::class)->handle($this->csv($content), 'preturi.csv', $prices, StaffActor::console());
    }

    /** @return list<string> "line sku: reason" */
    private static function reasons(ImportReport $report): array
    {
        return array_map(static fn (ImportError $error): string => trim("{$error->line} {$error->sku}").': '.$error->message(), [...$report->headerErrors, ...$report->errors]);
    }

    #[Test]
    public function the_dry_run_shows_every_change_and_every_bad_row_and_writes_nothing(): void
    {
        $this->product('TV-1', 10_000_00, null, [$this->centre => 2]);
        $this->product('TV-2', 5_000_00, 6_000_00, [$this->mall => 1]);
        $this->product('TV-3', 3_000_00);
        $this->product('TV-4', 2_000_00);
        $before = DB::table('products')->orderBy('id')->get()->toJson().DB::table('product_stock')->orderBy('product_id')->orderBy('store_id')->get()->toJson();

        $report = $this->scan(implode("\n", [
            'sku;price;old_price;stock:centru;stock:mall',
            'TV-1;12 499,90;13 999;5;',          // price, old price, centre: 2 → 5; mall left as it is
            'TV-2;5000;6000,00;;1',              // nothing changes
            'TV-3;abc;;1;1',                     // a broken price
            'TV-1;100;;1;1',                     // a duplicate SKU
            'TV-4;2000;;-3;1',                   // a negative stock
            'NOPE;1;;1;1',                       // an unknown SKU
            'TV-4;2000;1500;1;1.5',              // old price not above, stock not an integer (reported as a duplicate first)
            ';1;;1;1',                           // no SKU
            '',
        ]));

        $this->assertSame(8, $report->rows);
        $this->assertSame(1, $report->changed);
        $this->assertSame(1, $report->unchanged);
        $this->assertSame(6, $report->badRows);
        $this->assertFalse($report->clean());
        $this->assertSame(['price', 'old_price', 'stock:centru', 'stock:mall'], $report->columns);
        $this->assertSame([['line' => 2, 'sku' => 'TV-1', 'fields' => [
            'price' => [10_000_00, 12_499_90], 'old_price' => [null, 13_999_00], 'stock:centru' => [2, 5],
        ]]], $report->changes);
        $this->assertSame([
            '4 TV-3: Prețul „abc” nu este valid (de exemplu 12 499,90).',
            '5 TV-1: SKU-ul apare deja în rândul 2.',
            '6 TV-4: Stocul la „centru” nu poate fi negativ (-3).',
            '7 NOPE: Nu există niciun produs cu acest SKU.',
            '8 TV-4: SKU-ul apare deja în rândul 6.',
            '9: Lipsește SKU-ul.',
        ], self::reasons($report));

        $after = DB::table('products')->orderBy('id')->get()->toJson().DB::table('product_stock')->orderBy('product_id')->orderBy('store_id')->get()->toJson();
        $this->assertSame($before, $after, 'a dry run writes nothing');
    }

    #[Test]
    public function each_price_and_stock_mistake_has_its_reason_in_both_languages(): void
    {
        $this->product('A', 1_000_00);
        $this->product('B', 1_000_00, 2_000_00);
        $this->product('C', 1_000_00);
        $this->product('D', 1_000_00);
        $this->product('E', 1_000_00);
        $content = implode("\n", [
            'sku;price;old_price;stock:mall',
            'A;900;800;1',           // old price below the price
            'B;2500;;',              // only the price: the old one left is no longer above it... but the cell clears it
            'C;1,234;;1',            // three decimals
            'D;;0;1',                // an old price of zero
            'E;;;x',                 // stock that is no number
            'E2;;;1;7',              // too many cells (and an unknown SKU)
        ]);

        $this->assertSame([
            '2 A: Prețul vechi (800,00) trebuie să fie mai mare decât prețul (900,00).',
            '4 C: Prețul „1,234” nu este valid (de exemplu 12 499,90).',
            '5 D: Prețul vechi „0” nu este valid (de exemplu 12 999,00).',
            '6 E: Stocul la „mall” trebuie să fie un număr întreg (x).',
            '7 E2: Rândul are 5 celule, capul de tabel doar 4.',
            '7 E2: Nu există niciun produs cu acest SKU.',
        ], self::reasons($this->scan($content)));

        App::setLocale('ru');
        $this->assertSame([
            '2 A: Старая цена (800,00) должна быть больше цены (900,00).',
            '4 C: Цена «1,234» неверна (например, 12 499,90).',
            '5 D: Старая цена «0» неверна (например, 12 999,00).',
            '6 E: Остаток в «mall» должен быть целым числом (x).',
            '7 E2: В строке 5 ячеек, а в заголовке только 4.',
            '7 E2: Товара с таким SKU нет.',
        ], self::reasons($this->scan($content)));
        $this->assertSame(['2 B: Остаток в «mall» не может быть больше 1000000 (99999999).'], self::reasons($this->scan("sku;stock:mall\nB;99999999\n")));
    }

    #[Test]
    public function a_bad_header_makes_the_whole_file_bad(): void
    {
        $this->product('A');
        $this->assertSame(['1: Coloana „stock:nowhere”: nu există locul „nowhere”.'], self::reasons($this->scan("sku;stock:nowhere\nA;1\n")));
        $this->assertSame(['1: Coloana „pret” nu este cunoscută (sku, name, name:ro, name:ru, description:ro, description:ru, brand, category, active, family, price, old_price, images, spec:<cod>, stock:<loc>).'], self::reasons($this->scan("sku;pret\nA;1\n")));
        $this->assertSame(['1: Coloana „cod” nu este cunoscută (sku, name, name:ro, name:ru, description:ro, description:ru, brand, category, active, family, price, old_price, images, spec:<cod>, stock:<loc>).', '1: Lipsește coloana „sku”.'], self::reasons($this->scan("cod;price\nA;1\n")));
        $this->assertSame(['1: Coloana „Price” apare de două ori.'], self::reasons($this->scan("sku;price;Price\nA;1;2\n")));
        $this->assertSame(['1: Fișierul este gol.'], self::reasons($this->scan('')));
        $this->assertSame(['1: Coloana „price”: rolul dvs. poate schimba doar stocul.'], self::reasons($this->scan("sku;price;stock:mall\nA;1;1\n", prices: false)));
        config()->set('catalog_import.max_rows', 2);
        $this->assertSame(['1: Fișierul are mai mult de 2 rânduri.'], self::reasons($this->scan("sku;stock:mall\nA;1\nB;1\nC;1\n")));
        config()->set('catalog_import.max_columns', 2);
        $this->assertSame(['1: Fișierul are mai mult de 2 coloane.'], self::reasons($this->scan("sku;stock:mall;stock:centru\nA;1;1\n")));
    }

    #[Test]
    public function a_bom_commas_quotes_and_any_case_are_read_alike(): void
    {
        $this->product('TV-1', 1_000_00);
        $this->product('TV-2', 1_000_00);
        $report = $this->apply("\u{FEFF}SKU,Price,Old_Price,Stock:Mall\r\n\"TV-1\",\"12 499,90\",,3\r\nTV-2,99.5,120,0\r\n");

        $this->assertTrue($report->applied, implode("\n", self::reasons($report)));
        $this->assertSame(['price' => 12_499_90, 'old_price' => null, 'discount_percent' => 0, 'stock_total' => 3], $this->figures('TV-1'));
        $this->assertSame(['price' => 99_50, 'old_price' => 120_00, 'discount_percent' => 17, 'stock_total' => 0], $this->figures('TV-2'));
        $this->assertSame(2, $report->changed);
    }

    #[Test]
    public function apply_writes_prices_discounts_and_each_place_keeping_totals_the_sum_of_the_places_with_one_audit_entry(): void
    {
        $tv = $this->product('TV-1', 10_000_00, null, [$this->warehouse => 4, $this->centre => 2]);
        $this->product('TV-2', 5_000_00, 6_000_00, [$this->mall => 1]);
        $this->product('TV-3', 3_000_00);

        $report = $this->apply(implode("\n", [
            'sku;price;old_price;stock:depozit-test;stock:centru;stock:mall',
            'TV-1;9 000;10000;;7;1',    // warehouse left at 4, centre 2 → 7, mall (no row yet) → 1
            'TV-2;5000;;0;0;0',         // old price cleared, sold out everywhere
            'TV-3;3000;;;;',            // nothing changes
        ]));

        $this->assertTrue($report->applied);
        $this->assertSame([3, 2, 1], [$report->rows, $report->changed, $report->unchanged]);
        $this->assertSame(['price' => 9_000_00, 'old_price' => 10_000_00, 'discount_percent' => 10, 'stock_total' => 12], $this->figures('TV-1'));
        $this->assertSame(['price' => 5_000_00, 'old_price' => null, 'discount_percent' => 0, 'stock_total' => 0], $this->figures('TV-2'));
        $this->assertSame([4, 7, 1], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->centre), Stock::at($tv, $this->mall)]);
        $this->assertSame(10, Product::query()->findOrFail($tv->id)->discount_percent, 'the model agrees with the discount written');

        $entries = AuditEntry::query()->where('action', 'catalog.import')->get();
        $this->assertCount(1, $entries, 'one audit entry, not one per product');
        $this->assertSame('console', $entries[0]->user_email);
        $this->assertSame(['file' => 'preturi.csv', 'rows' => 3, 'changed' => 2, 'created' => 0, 'unchanged' => 1, 'columns' => 'price, old_price, stock:depozit-test, stock:centru, stock:mall'], $entries[0]->after);
        $this->assertSame(1, AuditEntry::query()->count());
    }

    #[Test]
    public function apply_refuses_a_file_with_any_bad_row_and_changes_nothing(): void
    {
        $this->product('TV-1', 10_000_00, null, [$this->centre => 2]);
        $this->product('TV-2', 5_000_00);

        $report = $this->apply("sku;price;stock:centru\nTV-1;1;9\nTV-2;2;-1\n");

        $this->assertFalse($report->applied);
        $this->assertSame(['3 TV-2: Stocul la „centru” nu poate fi negativ (-1).'], self::reasons($report));
        $this->assertSame(['price' => 10_000_00, 'old_price' => null, 'discount_percent' => 0, 'stock_total' => 2], $this->figures('TV-1'));
        $this->assertSame(0, AuditEntry::query()->count());
    }

    #[Test]
    public function the_catalogue_caches_turn_fresh_once_a_file_is_applied_not_before(): void
    {
        $this->product('TV-1', 10_000_00);
        $key = CatalogCache::key('tree');
        $this->scan("sku;price\nTV-1;9000\n");
        $this->apply("sku;price\nTV-1;-1\n");
        $this->assertSame($key, CatalogCache::key('tree'), 'a dry run or a refused file leaves the caches');

        $this->apply("sku;price\nTV-1;9000\n");
        $this->assertNotSame($key, CatalogCache::key('tree'));
    }

    #[Test]
    public function a_failure_midway_leaves_nothing_changed(): void
    {
        $rows = ['sku;price;stock:centru'];
        for ($i = 1; $i <= 2500; $i++) {
            $this->product("P-$i", 1_000_00);
            $rows[] = "P-$i;2000;5";
        }
        $calls = 0;
        try {
            app(ApplyCatalogImport::class)->handle($this->csv(implode("\n", $rows)), 'f.csv', true, StaffActor::console(), static function () use (&$calls): void {
                if (++$calls === 2) {
                    throw new RuntimeException('disk full');
                }
            });
            $this->fail('the failure is not swallowed');
        } catch (RuntimeException $exception) {
            $this->assertSame('disk full', $exception->getMessage());
        }

        $this->assertSame(0, DB::table('products')->where('price', '!=', 1_000_00)->count(), 'the first thousand rows written were rolled back');
        $this->assertSame(0, (int) DB::table('product_stock')->sum('quantity'));
        $this->assertSame(0, AuditEntry::query()->count());
    }

    #[Test]
    public function reservations_are_left_alone_the_file_sets_the_shelf(): void
    {
        $tv = $this->product('TV-1', 10_000_00, null, [$this->centre => 5]);
        $draft = new OrderDraft(OrderKind::Checkout, OrderOwner::guest('g'), [new DraftLine($tv, 2)],
            ['name' => 'Ana', 'phone' => '+37360123456', 'delivery_method' => 'pickup', 'store_id' => $this->centre, 'payment_method' => 'cash'], 'key-import-0000001', 'ro');
        $order = app(PlaceOrder::class)->handle($draft, null);
        $this->assertSame(3, Stock::at($tv, $this->centre));

        $report = $this->scan("sku;stock:centru\nTV-1;4\n");
        $this->assertSame([['line' => 2, 'sku' => 'TV-1', 'fields' => ['stock:centru' => [3, 4]]]], $report->changes, 'the shelf, without the units the order holds');
        $this->assertTrue($this->apply("sku;stock:centru\nTV-1;4\n")->applied);

        $this->assertSame(4, Stock::at($tv, $this->centre));
        $this->assertSame(2, (int) DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->sum('quantity'), 'the order still holds its units');
        $this->assertSame(2, app(StockLedger::class)->release($order->id));
        $this->assertSame(6, Stock::at($tv, $this->centre), 'they come back on top of the count');
    }

    #[Test]
    public function an_export_imports_back_unchanged(): void
    {
        $this->product('TV-1', 12_499_90, 13_999_00, [$this->warehouse => 4, $this->centre => 2]);
        $this->product('TV;2 "x"', 5_000_00, null, [$this->mall => 1]);

        $out = fopen('php://memory', 'w+b');
        assert($out !== false);
        $this->assertSame(2, app(CatalogExporter::class)->write($out, true));
        rewind($out);
        $csv = (string) stream_get_contents($out);

        $this->assertSame("\u{FEFF}sku;name;category;active;family;price;old_price;stock:centru;stock:mall;stock:depozit-test\n", substr($csv, 0, (int) strpos($csv, "\n") + 1));
        $this->assertStringContainsString("\nTV-1;\"Produs TV-1\";tv;1;;12499,90;13999,00;2;0;4\n", $csv);
        $this->assertStringContainsString("\n\"TV;2 \"\"x\"\"\";\"Produs TV;2 \"\"x\"\"\";tv;1;;5000,00;;0;1;0\n", $csv);
        $report = $this->scan($csv);
        $this->assertTrue($report->clean(), implode("\n", self::reasons($report)));
        $this->assertSame([2, 0, 2], [$report->rows, $report->changed, $report->unchanged]);

        $stockOnly = fopen('php://memory', 'w+b');
        assert($stockOnly !== false);
        app(CatalogExporter::class)->write($stockOnly, false);
        rewind($stockOnly);
        $this->assertStringStartsWith("\u{FEFF}sku;name;stock:centru;stock:mall;stock:depozit-test\nTV-1;\"Produs TV-1\";2;0;4\n", (string) stream_get_contents($stockOnly));
    }

    #[Test]
    public function the_name_column_is_written_for_people_and_read_past_on_import(): void
    {
        $tv = $this->product('TV-1', 100_00, null, [$this->centre => 1]);
        DB::table('products')->where('id', $tv->id)->update(['name' => json_encode(['ro' => '=HYPERLINK("x")', 'ru' => ''])]);

        $out = fopen('php://memory', 'w+b');
        assert($out !== false);
        app(CatalogExporter::class)->write($out, true, locale: 'ru');
        rewind($out);
        // A name a spreadsheet would run is written as text; an empty Russian name gives the Romanian one.
        $this->assertStringContainsString("\nTV-1;\"'=HYPERLINK(\"\"x\"\")\";tv;1;;100,00;;1;0;0\n", (string) stream_get_contents($out));

        // With or without the column, and whatever the name says, the same file imports the same.
        $with = $this->scan("sku;name;price;stock:centru\nTV-1;Another name entirely;90;3\n");
        $without = $this->scan("sku;price;stock:centru\nTV-1;90;3\n");
        $this->assertTrue($with->clean(), implode("\n", self::reasons($with)));
        $this->assertSame(['price', 'stock:centru'], $with->columns);
        $this->assertSame([$without->rows, $without->changed, $without->columns], [$with->rows, $with->changed, $with->columns]);
        $this->assertSame([], $this->scan("NAME;sku\n;TV-1\n")->headerErrors);
    }

    #[Test]
    public function a_hundred_thousand_rows_apply_correctly(): void
    {
        // Made in SQL: 100 000 products at 1 000 lei with one unit at the centre. MariaDB joins strings with concat()
        // (its || is OR) and stops a recursive query after 1 000 rows unless told otherwise.
        $mariadb = DB::getDriverName() === 'mariadb';
        if ($mariadb) {
            DB::statement('SET SESSION max_recursive_iterations = 100000');
        }
        $slug = $mariadb ? "concat('p-', i), concat('P-', i)" : "'p-' || i, 'P-' || i";
        DB::statement("INSERT INTO products (slug, sku, name, description, brand_id, category_id, category_root_id, price, old_price, discount_percent, stock_total, created_at, updated_at)
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
            SELECT {$slug}, '{\"ro\":\"P\",\"ru\":\"P\"}', '{}', 1, 1, 1, 100000, NULL, 0, 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00' FROM n");
        DB::statement('INSERT INTO product_stock (product_id, store_id, quantity) SELECT id, ?, 1 FROM products', [$this->centre]);
        DB::statement("INSERT INTO stock_movements (product_id, store_id, quantity, reason) SELECT id, ?, 1, 'opening' FROM products", [$this->centre]);

        $lines = ["\u{FEFF}sku;price;old_price;stock:centru;stock:mall"];
        for ($i = 1; $i <= 100_000; $i++) {
            // Every 20th product gets a new price and old price, every 25th another centre count, every 40th mall stock.
            $lines[] = "P-$i;".($i % 20 === 0 ? '1 200,50' : '1000').';'.($i % 20 === 0 ? '1500' : '').';'.($i % 25 === 0 ? '0' : '1').';'.($i % 40 === 0 ? '3' : '');
        }
        $report = $this->apply(implode("\n", $lines));

        $this->assertTrue($report->applied, implode("\n", array_slice(self::reasons($report), 0, 5)));
        $this->assertSame(100_000, $report->rows);
        // 5 000 + 4 000 + 2 500, less those counted twice (every 100th, 40th of 20, 200th) plus every 200th of all three.
        $this->assertSame(5_000 + 4_000 + 2_500 - 1_000 - 2_500 - 500 + 500, $report->changed);
        $this->assertSame(100_000 - $report->changed, $report->unchanged);
        $this->assertSame(5_000, DB::table('products')->where('price', 1_200_50)->where('old_price', 1_500_00)->where('discount_percent', 20)->count());
        $this->assertSame(4_000, DB::table('product_stock')->where('store_id', $this->centre)->where('quantity', 0)->count());
        $this->assertSame(2_500, DB::table('product_stock')->where('store_id', $this->mall)->where('quantity', 3)->count());
        $this->assertSame(['price' => 1_200_50, 'old_price' => 1_500_00, 'discount_percent' => 20, 'stock_total' => 3], $this->figures('P-200'));
        $this->assertSame(['price' => 1_000_00, 'old_price' => null, 'discount_percent' => 0, 'stock_total' => 0], $this->figures('P-25'));
        // Each changed shelf is one import movement: 4 000 centre counts and 2 500 new mall rows.
        $this->assertSame([4_000, 2_500], [
            DB::table('stock_movements')->where('reason', 'import')->where('store_id', $this->centre)->where('quantity', -1)->count(),
            DB::table('stock_movements')->where('reason', 'import')->where('store_id', $this->mall)->where('quantity', 3)->count(),
        ]);
        $this->assertSame(1, AuditEntry::query()->where('action', 'catalog.import')->count());
    }
}
