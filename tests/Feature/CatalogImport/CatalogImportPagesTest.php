<?php

declare(strict_types=1);

namespace Tests\Feature\CatalogImport;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** The back office's import: upload and dry run, apply by token, the warehouse's limits, refusals in ro and ru. */
final class CatalogImportPagesTest extends TestCase
{
    use MakesCatalog;

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('catalog-imports');
        $this->catalogue();
    }

    private function upload(string $content, string $name = 'stoc.csv'): UploadedFile
    {
        return UploadedFile::fake()->createWithContent($name, $content);
    }

    private function token(): string
    {
        $file = collect(Storage::disk('catalog-imports')->files())->first(static fn (string $file): bool => str_ends_with($file, '.json'));

        return basename((string) $file, '.json');
    }

    #[Test]
    public function the_warehouse_changes_stock_in_two_places_after_the_dry_run(): void
    {
        $tv = $this->product('TV-1', 10_000_00, null, [$this->centre => 1]);
        $warehouse = $this->staff(StaffRole::Warehouse);
        $this->actingAs($warehouse);

        $this->get('/admin/import-catalog')->assertOk()->assertInertia(fn ($page) => $page->component('admin/catalog-import/index')
            ->where('mayChangePrices', false)->where('report', null)->has('places', 3));

        $this->post('/admin/import-catalog/verificare', ['file' => $this->upload("sku;stock:centru;stock:mall\nTV-1;4;2\n")])
            ->assertRedirect('/admin/import-catalog?token='.$this->token());
        $this->assertSame(1, Stock::at($tv, $this->centre), 'the dry run changes nothing');
        $this->get('/admin/import-catalog?token='.$this->token())->assertInertia(fn ($page) => $page
            ->where('report.fileName', 'stoc.csv')->where('report.changed', 1)->where('report.badRows', 0)
            ->where('report.changes.0.fields.0', ['field' => 'stock:centru', 'kind' => 'units', 'before' => 1, 'after' => 4]));

        $token = $this->token();
        $this->post('/admin/import-catalog/aplicare', ['token' => $token])->assertRedirect('/admin/import-catalog')
            ->assertSessionHas('status', 'Fișierul „stoc.csv” a fost aplicat: 1 produse schimbate din 1 rânduri.');
        $this->assertSame([4, 2, 6], [Stock::at($tv, $this->centre), Stock::at($tv, $this->mall), Stock::total($tv)]);
        $this->assertSame($warehouse->id, AuditEntry::query()->where('action', 'catalog.import')->sole()->user_id);
        $this->assertSame([], Storage::disk('catalog-imports')->files(), 'the file is gone once applied');

        $this->post('/admin/import-catalog/aplicare', ['token' => $token])->assertRedirect('/admin/import-catalog')
            ->assertSessionHasErrors(['token' => 'Fișierul nu mai este păstrat: încărcați-l din nou.']);
    }

    #[Test]
    public function price_columns_are_refused_for_the_warehouse_and_its_export_leaves_them_out(): void
    {
        $this->product('TV-1', 10_000_00, null, [$this->centre => 1]);
        $this->actingAs($this->staff(StaffRole::Warehouse, 'ru'));

        $this->post('/admin/import-catalog/verificare', ['file' => $this->upload("sku;price;stock:centru\nTV-1;9000;4\n")]);
        $this->get('/admin/import-catalog?token='.$this->token())->assertInertia(fn ($page) => $page
            ->where('report.headerErrors.0.message', 'Колонка «price»: ваша роль может менять только остатки.'));
        $this->post('/admin/import-catalog/aplicare', ['token' => $this->token()])->assertSessionHasErrors('token');
        $this->assertSame(10_000_00, $this->figures('TV-1')['price']);
        $this->assertSame(0, AuditEntry::query()->where('action', 'catalog.import')->count());

        $csv = $this->get('/admin/import-catalog/export')->assertOk()->streamedContent();
        // The names in the staff member's language.
        $this->assertStringStartsWith("\u{FEFF}sku;name;stock:centru;stock:mall;stock:depozit-test\nTV-1;\"Товар TV-1\";1;0;0\n", $csv);
    }

    #[Test]
    public function an_editor_changes_prices_and_exports_them(): void
    {
        $this->product('TV-1', 10_000_00);
        $this->actingAs($this->staff(StaffRole::Editor));
        $csv = $this->get('/admin/import-catalog/export')->assertOk()->assertHeader('Content-Type', 'text/csv; charset=UTF-8')->streamedContent();
        $this->assertStringStartsWith("\u{FEFF}sku;name;category;active;family;price;old_price;stock:centru;stock:mall;stock:depozit-test\nTV-1;\"Produs TV-1\";tv;1;;10000,00;;0;0;0\n", $csv);
        $this->assertSame(1, AuditEntry::query()->where('action', 'catalog.export')->count());

        $this->post('/admin/import-catalog/verificare', ['file' => $this->upload(str_replace('10000,00;;', '9999,99;12000;', $csv))]);
        $this->post('/admin/import-catalog/aplicare', ['token' => $this->token()])->assertSessionHasNoErrors();
        $this->assertSame(['price' => 9_999_99, 'old_price' => 12_000_00, 'discount_percent' => 17, 'stock_total' => 0], $this->figures('TV-1'));
    }

    #[Test]
    public function a_file_that_is_no_csv_or_no_file_is_refused_beside_the_field_in_the_staff_members_language(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager));
        $this->post('/admin/import-catalog/verificare', [])->assertSessionHasErrors(['file' => 'Alegeți fișierul CSV.']);
        $png = UploadedFile::fake()->createWithContent('pret.csv', (string) base64_decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='));
        $this->post('/admin/import-catalog/verificare', ['file' => $png])->assertSessionHasErrors(['file' => 'Fișierul trebuie să fie un CSV (text).']);

        $this->actingAs($this->staff(StaffRole::Owner, 'ru'));
        $this->post('/admin/import-catalog/verificare', [])->assertSessionHasErrors(['file' => 'Выберите файл CSV.']);
        $this->post('/admin/import-catalog/aplicare', ['token' => 'x'])->assertSessionHasErrors(['token' => 'Файл больше не хранится: загрузите его снова.']);
    }

    #[Test]
    public function a_pending_file_is_found_only_by_its_uploader_and_pruned_when_old(): void
    {
        $this->product('TV-1');
        $this->actingAs($this->staff(StaffRole::Editor));
        $this->post('/admin/import-catalog/verificare', ['file' => $this->upload("sku;stock:mall\nTV-1;3\n")]);
        $token = $this->token();

        $this->actingAs($this->staff(StaffRole::Manager));
        $this->get('/admin/import-catalog?token='.$token)->assertInertia(fn ($page) => $page->where('report', null));
        $this->post('/admin/import-catalog/aplicare', ['token' => $token])->assertSessionHasErrors('token');
        $this->assertSame(0, $this->figures('TV-1')['stock_total']);

        $this->travel(config()->integer('catalog_import.pending_minutes') + 1)->minutes();
        $this->artisan('shop:prune')->assertSuccessful();
        $this->assertSame([], Storage::disk('catalog-imports')->files());
    }

    #[Test]
    public function the_command_prints_the_report_and_fails_on_bad_rows(): void
    {
        $tv = $this->product('TV-1', 10_000_00, null, [$this->centre => 1]);
        $good = $this->csv("sku;price;stock:centru\nTV-1;9 000,50;5\n");
        $bad = $this->csv("sku;stock:centru\nTV-1;-2\nNOPE;1\n");

        $this->artisan('catalog:import', ['file' => $good, '--dry-run' => true])
            ->expectsOutputToContain('10000,00 → 9000,50')->expectsOutputToContain('Dry run: 1 product(s) would change')
            ->assertExitCode(0);
        $this->assertSame(1, Stock::at($tv, $this->centre));

        $this->artisan('catalog:import', ['file' => $bad])
            ->expectsOutputToContain('Stocul la „centru” nu poate fi negativ (-2).')->expectsOutputToContain('Nu există niciun produs cu acest SKU.')
            ->expectsOutputToContain('Nothing changed: 2 bad row(s).')->assertExitCode(1);

        $this->artisan('catalog:import', ['file' => $good])->expectsOutputToContain('Applied: 1 product(s) changed')->assertExitCode(0);
        $this->assertSame([9_000_50, 5], [$this->figures('TV-1')['price'], Stock::at($tv, $this->centre)]);
        $this->assertSame('console', AuditEntry::query()->where('action', 'catalog.import')->sole()->user_email);

        $out = $this->csv('');
        $this->artisan('catalog:export', ['file' => $out])->expectsOutputToContain('Exported 1 products.')->assertExitCode(0);
        $this->assertStringStartsWith("\u{FEFF}sku;name;category;active;family;price;old_price;stock:centru;stock:mall;stock:depozit-test\nTV-1;\"Produs TV-1\";tv;1;;9000,50;;5;0;0\n", (string) file_get_contents($out));
    }
}
