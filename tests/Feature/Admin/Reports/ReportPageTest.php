<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Reports;

use App\Enums\StaffRole;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** The reports page and its CSV: who may read them, what they hold, and a bad period refused in both languages. */
final class ReportPageTest extends TestCase
{
    use MakesSales;

    protected function setUp(): void
    {
        parent::setUp();
        $this->makeSales();
    }

    private function staff(StaffRole $role, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale]);
    }

    #[Test]
    public function owners_and_managers_read_a_report_for_a_preset_or_two_days(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager))
            ->get('/admin/rapoarte?report=products&from=2026-01-10&to=2026-01-15')
            ->assertOk()
            ->assertInertia(static fn (AssertableInertia $page) => $page->component('admin/reports/index')
                ->where('filters.report', 'products')
                ->where('filters.preset', null)
                ->where('sales.totals.current.revenue', 3950_00)
                ->where('sales.rows.0.label', 'Telefon R')
                ->where('stock', null));

        $this->actingAs($this->staff(StaffRole::Owner))
            ->get('/admin/rapoarte?preset=last_month')
            ->assertOk()
            ->assertInertia(static fn (AssertableInertia $page) => $page->where('filters.from', '2025-12-01')->where('filters.to', '2025-12-31')
                ->where('sales.by', 'days')->has('sales.rows', 31));
    }

    #[Test]
    public function the_menu_leads_to_the_reports_for_those_who_may_read_them(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager))->get('/admin')
            ->assertInertia(fn (AssertableInertia $page) => $page->where('admin.nav', fn ($nav): bool => in_array('admin.reports.index', array_column(collect($nav)->all(), 'route'), true)));
        $this->actingAs($this->staff(StaffRole::Warehouse))->get('/admin')
            ->assertInertia(fn (AssertableInertia $page) => $page->where('admin.nav', fn ($nav): bool => ! in_array('admin.reports.index', array_column(collect($nav)->all(), 'route'), true)));
    }

    #[Test]
    public function the_warehouse_and_editors_may_not_read_reports(): void
    {
        foreach ([StaffRole::Warehouse, StaffRole::Editor] as $role) {
            $this->actingAs($this->staff($role))->get('/admin/rapoarte')->assertForbidden();
            $this->actingAs($this->staff($role))->get('/admin/rapoarte/csv')->assertForbidden();
        }
    }

    #[Test]
    public function the_page_drops_a_bad_day_a_period_backwards_or_too_long_and_an_array_and_shows_this_month(): void
    {
        $this->freezeSecond();
        $this->actingAs($this->staff(StaffRole::Manager));
        $thisMonth = fn (AssertableInertia $page) => $page->where('filters.report', 'days')->where('filters.preset', 'this_month')->etc();
        foreach (['from=2026-13-01&to=2026-01-15', 'from=2026-01-15&to=2026-01-01', 'from=2023-01-01&to=2026-01-15', 'report[]=days',
            'preset=forever', 'from=2026-01-15', 'from[]=x&to=y'] as $junk) {
            $this->get('/admin/rapoarte?'.$junk)->assertOk()->assertInertia($thisMonth);
        }
        $this->get('/admin/rapoarte?report=slow&days=7')->assertOk()
            ->assertInertia(fn (AssertableInertia $page) => $page->where('filters.report', 'slow')->where('filters.slowDays', 60)->etc());
        $this->get('/admin/rapoarte?from=2024-01-16&to=2026-01-15')->assertOk() // 731 days, both ends included
            ->assertInertia(fn (AssertableInertia $page) => $page->where('filters.from', '2024-01-16')->where('filters.preset', null)->etc());
    }

    #[Test]
    public function a_download_refuses_a_bad_day_a_period_backwards_or_too_long_and_an_array_in_the_staff_members_language(): void
    {
        $manager = $this->staff(StaffRole::Manager);
        $this->actingAs($manager)->get('/admin/rapoarte/csv?from=2026-13-01&to=2026-01-15')->assertStatus(422)
            ->assertSeeText('Alegeți o zi validă');
        $this->get('/admin/rapoarte/csv?from=2026-01-15&to=2026-01-01')->assertStatus(422)->assertSeeText('Sfârșitul perioadei nu poate fi înaintea începutului.');
        $this->get('/admin/rapoarte/csv?from=2023-01-01&to=2026-01-15')->assertStatus(422)->assertSeeText('Perioada poate avea cel mult 731 de zile.');
        $this->get('/admin/rapoarte/csv?from=2026-01-15')->assertStatus(422)->assertSeeText('Alegeți o zi validă');
        $this->get('/admin/rapoarte/csv?from=2024-01-16&to=2026-01-15')->assertOk(); // 731 days, both ends included
        $this->get('/admin/rapoarte/csv?report[]=days')->assertStatus(422)->assertSeeText('Acest raport nu există.');
        $this->get('/admin/rapoarte/csv?preset=forever')->assertStatus(422);
        $this->get('/admin/rapoarte/csv?report=slow&days=7')->assertStatus(422);

        $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->get('/admin/rapoarte/csv?from=2023-01-01&to=2026-01-15')->assertStatus(422)
            ->assertSeeText('Период может длиться не более 731 дней.');
        $this->getJson('/admin/rapoarte/csv?from=x&to=y')->assertStatus(422)->assertJsonPath('message', 'Выберите правильную дату (ГГГГ-ММ-ДД) для обеих границ периода.');
    }

    #[Test]
    public function each_report_downloads_as_csv_with_the_period_before_beside_it(): void
    {
        $manager = $this->staff(StaffRole::Manager);
        $csv = $this->actingAs($manager)->get('/admin/rapoarte/csv?report=products&from=2026-01-10&to=2026-01-15')
            ->assertOk()->assertHeader('Content-Type', 'text/csv; charset=UTF-8')->streamedContent();
        $lines = array_values(array_filter(explode("\n", $csv)));
        $this->assertSame("\u{FEFF}Denumirea;Cod;Comenzi;Unități;\"Încasări, lei\";\"Comanda medie, lei\";\"Reduceri, lei\";\"Rambursări, lei\";\"Marja, lei\";\"Marja, %\";\"Comenzi, perioada anterioară\";\"Încasări, perioada anterioară, lei\"", $lines[0]);
        $this->assertSame('"Telefon R";R-PHONE;2;3;2900,00;1450,00;100,00;;1000,00;34,5;0;0,00', $lines[1]);
        $this->assertSame('"Televizor R";R-TV;2;2;1000,00;500,00;0,00;;;;1;1000,00', $lines[2]);

        $days = $this->get('/admin/rapoarte/csv?report=days&from=2026-01-10&to=2026-01-15')->streamedContent();
        $this->assertCount(7, array_filter(explode("\n", $days)));
        $this->assertStringContainsString("\n2026-01-14;0;0;0,00;;0,00;300,00;;;0;0,00\n", $days);

        DB::table('products')->where('id', $this->phone->id)->update(['stock_total' => 4]);
        Stock::set($this->phone, Stock::warehouse(), 4);
        $stock = $this->get('/admin/rapoarte/csv?report=stock')->streamedContent();
        $this->assertStringContainsString(';4;2400,00;0', $stock);

        $russian = $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->get('/admin/rapoarte/csv?report=slow&days=30')->streamedContent();
        $this->assertStringStartsWith("\u{FEFF}Название;Код;Единицы;", $russian);
    }

    #[Test]
    public function the_stock_valuation_counts_units_without_a_cost_apart_and_slow_movers_list_stock_unsold_in_the_days(): void
    {
        Stock::set($this->phone, Stock::warehouse(), 3);
        Stock::set($this->tv, Stock::warehouse(), 5);
        DB::table('products')->whereIn('id', [$this->phone->id, $this->tv->id])->update(['stock_total' => DB::raw('(select sum(quantity) from product_stock where product_id = products.id)')]);

        $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/rapoarte?report=stock')->assertOk()
            ->assertInertia(static fn (AssertableInertia $page) => $page->where('stock.total', ['units' => 8, 'value' => 1800_00, 'unknownUnits' => 5])
                ->where('sales', null));

        // The phone sold today, the TV on the 12th: with 30 days neither is slow; the TV is within 3 days of nothing.
        $this->get('/admin/rapoarte?report=slow&days=30')->assertOk()
            ->assertInertia(static fn (AssertableInertia $page) => $page->has('slow.rows', 0));
        $this->travelTo(now()->addDays(40));
        $this->flushSession();
        $this->actingAs($this->staff(StaffRole::Owner))->get('/admin/rapoarte?report=slow&days=30')->assertOk()
            ->assertInertia(fn (AssertableInertia $page) => $page->where('slow.rows.0.sku', 'R-PHONE')->where('slow.rows.0.value', 1800_00)->where('slow.rows.0.lastSold', '2026-01-15')
                ->where('slow.rows.1.sku', 'R-TV')->where('slow.rows.1.value', null)->where('slow.rows.1.lastSold', '2026-01-12'));
    }
}
