<?php

declare(strict_types=1);

namespace Tests\Feature\CatalogImport;

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Infrastructure\Security\StaffActor;
use App\Models\AuditEntry;
use App\Services\CatalogImport\CatalogExporter;
use App\Services\CatalogImport\CatalogImporter;
use App\Services\CatalogImport\ImportError;
use App\Services\CatalogImport\ImportReport;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Bulk edits of the category and of whether products are on sale, by the same CSV, dry run and apply as prices
 * (docs/catalog-import.md): `category` names a category by slug at any level, `active` takes 1/0 (yes/no, da/nu, да/нет).
 */
final class CatalogImportBulkEditsTest extends TestCase
{
    use MakesCatalog;

    private int $sub;

    private int $leaf;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $this->catalogue();
        $now = now();
        DB::table('categories')->insert(['id' => 2, 'depth' => 0, 'slug' => 'audio', 'name' => json_encode(['ro' => 'Audio', 'ru' => 'Аудио']), 'created_at' => $now, 'updated_at' => $now]);
        // Explicit ids, as the catalogue's first one has: PostgreSQL's sequence does not move for them.
        $this->sub = 3;
        $this->leaf = 4;
        DB::table('categories')->insert(['id' => $this->sub, 'depth' => 1, 'parent_id' => 2, 'slug' => 'casti', 'name' => json_encode(['ro' => 'Căști', 'ru' => 'Наушники']), 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => $this->leaf, 'depth' => 2, 'parent_id' => $this->sub, 'slug' => 'casti-wireless', 'name' => json_encode(['ro' => 'Fără fir', 'ru' => 'Беспроводные']), 'created_at' => $now, 'updated_at' => $now]);
        $this->product('TV-1', 10_000_00);
        $this->product('TV-2', 5_000_00);
        $this->product('TV-3', 3_000_00);
    }

    private function scan(string $content, bool $catalogue = true): ImportReport
    {
        return app(CatalogImporter::class)->scan($this->csv($content), 'bulk.csv', $catalogue);
    }

    private function apply(string $content): ImportReport
    {
        return app(ApplyCatalogImport::class)->handle($this->csv($content), 'bulk.csv', true, StaffActor::console());
    }

    /** @return list<string> "line sku code" */
    private static function codes(ImportReport $report): array
    {
        return array_map(static fn (ImportError $error): string => implode(' ', array_filter([(string) $error->line, $error->sku, $error->code], static fn (string $part): bool => $part !== '')), [...$report->headerErrors, ...$report->errors]);
    }

    /** @return array{0: int, 1: int|null, 2: int, 3: bool} category, sub, root, active */
    private function shape(string $sku): array
    {
        $row = DB::table('products')->where('sku', $sku)->first(['category_id', 'category_sub_id', 'category_root_id', 'is_active']);
        assert($row !== null);

        return [(int) $row->category_id, $row->category_sub_id === null ? null : (int) $row->category_sub_id, (int) $row->category_root_id, (bool) $row->is_active];
    }

    #[Test]
    public function the_dry_run_shows_category_and_sale_changes_and_writes_nothing(): void
    {
        $report = $this->scan("sku;category;active\nTV-1;casti-wireless;0\nTV-2;tv;1\nTV-3;;\n");

        $this->assertSame([], self::codes($report));
        $this->assertSame(['category', 'active'], $report->columns);
        $this->assertSame([1, 2], [$report->changed, $report->unchanged]);
        $this->assertSame(['category' => ['tv', 'casti-wireless'], 'active' => [1, 0]], $report->changes[0]['fields']);
        $this->assertSame([1, null, 1, true], $this->shape('TV-1'));
    }

    #[Test]
    public function applying_moves_products_at_every_level_and_puts_them_on_or_off_sale(): void
    {
        DB::table('products')->where('sku', 'TV-3')->update(['is_active' => false]);
        $report = $this->apply("sku;category;active\nTV-1;casti-wireless;nu\nTV-2;casti;\nTV-3;audio;да\n");

        $this->assertTrue($report->applied, implode(', ', self::codes($report)));
        $this->assertSame([$this->leaf, $this->sub, 2, false], $this->shape('TV-1'));
        $this->assertSame([$this->sub, $this->sub, 2, true], $this->shape('TV-2'));
        $this->assertSame([2, null, 2, true], $this->shape('TV-3'));
        $this->assertSame(3, $report->changed);
        $this->assertCount(3, $report->reshaped);
        $this->assertSame('category, active', AuditEntry::query()->where('action', 'catalog.import')->sole()->after['columns'] ?? null);
    }

    #[Test]
    public function an_unknown_category_or_a_bad_sale_value_is_a_row_error_and_nothing_is_written(): void
    {
        $report = $this->apply("sku;category;active\nTV-1;casti;1\nTV-2;nu-exista;\nTV-3;;poate\n");

        $this->assertFalse($report->applied);
        $this->assertSame(['3 TV-2 unknown_category', '4 TV-3 bad_active'], self::codes($report));
        $this->assertSame([1, null, 1, true], $this->shape('TV-1'), 'all or nothing');
    }

    #[Test]
    public function the_warehouse_may_not_send_the_category_or_the_sale_column(): void
    {
        $this->assertSame(['1 prices_not_allowed', '1 prices_not_allowed'], self::codes($this->scan("sku;category;active\nTV-1;casti;0\n", catalogue: false)));
    }

    #[Test]
    public function a_variant_keeps_its_familys_category_unless_the_row_takes_it_out_of_the_family(): void
    {
        $now = now();
        $family = DB::table('product_families')->insertGetId([
            'slug' => 'volta-oled', 'name' => json_encode(['ro' => 'Volta OLED', 'ru' => 'Volta OLED']), 'brand_id' => 1, 'category_id' => 1, 'created_at' => $now, 'updated_at' => $now,
        ]);
        DB::table('products')->whereIn('sku', ['TV-1', 'TV-2'])->update(['family_id' => $family]);

        $this->assertSame(['2 TV-1 category_in_family'], self::codes($this->scan("sku;category\nTV-1;casti\n")));
        $this->assertSame(['2 TV-1 family_other_category'], self::codes($this->scan("sku;category;family\nTV-1;casti;volta-oled\n")));

        $report = $this->apply("sku;category;family\nTV-1;casti;-\n");
        $this->assertTrue($report->applied, implode(', ', self::codes($report)));
        $this->assertSame([$this->sub, $this->sub, 2, true], $this->shape('TV-1'));
        $this->assertNull(DB::table('products')->where('sku', 'TV-1')->value('family_id'));
    }

    #[Test]
    public function the_export_writes_category_and_sale_and_imports_back_unchanged(): void
    {
        DB::table('products')->where('sku', 'TV-2')->update(['is_active' => false, 'category_id' => $this->leaf, 'category_sub_id' => $this->sub, 'category_root_id' => 2]);
        $out = fopen('php://memory', 'w+');
        assert(is_resource($out));
        app(CatalogExporter::class)->write($out, true);
        rewind($out);
        $csv = (string) stream_get_contents($out);

        $this->assertStringContainsString("\nTV-2;\"Produs TV-2\";casti-wireless;0;;5000,00;", $csv);
        $report = $this->scan($csv);
        $this->assertSame([], self::codes($report));
        $this->assertSame([0, 3], [$report->changed, $report->unchanged]);
    }
}
