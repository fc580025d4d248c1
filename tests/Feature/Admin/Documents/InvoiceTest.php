<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Documents;

use App\Actions\Documents\IssueInvoice;
use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Models\AuditEntry;
use App\Models\Invoice;
use App\Models\Order;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;

final class InvoiceTest extends DocumentsTestCase
{
    use RefreshDatabase;

    #[Test]
    public function an_order_without_an_invoice_offers_to_issue_one_and_issuing_numbers_it_once(): void
    {
        $this->travelTo('2026-11-30 10:00:00');
        $order = $this->companyOrder();
        $manager = $this->staff(StaffRole::Manager);

        $this->actingAs($manager)->get("/admin/comenzi/{$order->number}/factura")->assertOk()
            ->assertSee('data-test="invoice-issue"', false)->assertSee('Comanda nu are încă factură.');
        $this->assertSame(0, Invoice::query()->count());

        $this->actingAs($manager)->post("/admin/comenzi/{$order->number}/factura", ['limba' => 'ro'])
            ->assertRedirect("/admin/comenzi/{$order->number}/factura?limba=ro");
        $this->actingAs($manager)->post("/admin/comenzi/{$order->number}/factura")->assertRedirect();

        $invoice = Invoice::query()->sole();
        $this->assertSame([2026, 1, 'ES-2026-000001'], [$invoice->year, $invoice->number, $invoice->label()]);
        $this->assertSame(['Tehno Grup SRL', '1003600123456'], [$invoice->buyer_name, $invoice->buyer_idno]);
        $this->assertSame(1, AuditEntry::query()->where('action', 'invoice.issue')->where('subject_id', (string) $order->id)->count());
        $this->assertSame(1, (int) DB::table('invoice_counters')->where('year', 2026)->value('last_number'));
    }

    #[Test]
    public function the_invoice_shows_both_companies_each_lines_vat_and_the_total_in_romanian_words(): void
    {
        $order = $this->companyOrder();
        $this->assertSame(1_234_50, $order->total);
        app(IssueInvoice::class)->handle($order, StaffActor::console());

        $html = $this->actingAs($this->staff(StaffRole::Owner))->get("/admin/comenzi/{$order->number}/factura")->assertOk()->getContent();
        $this->assertIsString($html);
        foreach ([
            'Factură nr. ES-', 'Electro Shop SRL', 'IDNO: 1012600012345', 'Cod TVA: 0612345', 'MD24AG000225100013104168',
            'Tehno Grup SRL', 'IDNO: 1003600123456', 'Televizor OLED 55″ Ștefan', 'TVA 20%',
            // 1 000,00 with VAT: 166,67 VAT, 833,33 without; 3 × 58,00 = 174,00: 29,00 VAT, 145,00 without (48,33 each);
            // delivery 60,50: 10,08 VAT, 50,42 without. Sums: 1 028,75 + 205,75 = 1 234,50.
            '833,33', '166,67', '48,33', '145,00', '29,00', '50,42', '10,08',
            '1 028,75', '205,75', '1 234,50',
            'o mie două sute treizeci și patru de lei 50 bani',
        ] as $text) {
            $this->assertStringContainsString($text, str_replace("\u{00A0}", ' ', $html), $text);
        }
        $this->assertSame(3, substr_count($html, 'data-test="invoice-line"'));
    }

    #[Test]
    public function the_invoice_in_russian_writes_the_total_in_russian_words(): void
    {
        $order = $this->companyOrder(['locale' => 'ru']);
        app(IssueInvoice::class)->handle($order, StaffActor::console());

        $html = (string) $this->actingAs($this->staff(StaffRole::Manager))->get("/admin/comenzi/{$order->number}/factura")->assertOk()->getContent();
        $html = str_replace("\u{00A0}", ' ', $html);
        foreach (['Счёт-фактура № ES-', 'Поставщик', 'Покупатель', 'НДС 20%', 'Телевизор OLED 55″', 'одна тысяча двести тридцать четыре лея 50 бань', '1 234,50'] as $text) {
            $this->assertStringContainsString($text, $html, $text);
        }
        // The staff member may print it in Romanian too.
        $this->assertStringContainsString('o mie două sute', (string) $this->get("/admin/comenzi/{$order->number}/factura?limba=ro")->assertOk()->getContent());
    }

    #[Test]
    public function the_pdf_is_a_pdf_with_its_font_embedded_in_both_languages(): void
    {
        $order = $this->companyOrder();
        app(IssueInvoice::class)->handle($order, StaffActor::console());
        $manager = $this->staff(StaffRole::Manager);

        foreach (['ro', 'ru'] as $locale) {
            $response = $this->actingAs($manager)->get("/admin/comenzi/{$order->number}/factura?format=pdf&limba=$locale")->assertOk();
            $this->assertSame('application/pdf', $response->headers->get('Content-Type'));
            $this->assertStringContainsString('attachment; filename="factura-ES-', (string) $response->headers->get('Content-Disposition'));
            $pdf = (string) $response->getContent();
            $this->assertStringStartsWith('%PDF-', $pdf);
            $this->assertSame(1, $this->pdfPages($pdf));
            $this->assertMatchesRegularExpression('~/BaseFont\s*/[A-Z]{6}\+DejaVuSans~', $pdf, 'DejaVu Sans is embedded as a subset');
            $this->assertStringContainsString('/FontFile2', $pdf);
            $this->assertStringContainsString('/ToUnicode', $pdf);
            $text = str_replace("\u{00A0}", ' ', $this->pdfText($pdf));
            $this->assertStringContainsString('1 234,50', $text);
            $this->assertStringContainsString('Tehno Grup SRL', $text);
            $this->assertStringContainsString($locale === 'ro' ? 'Factură nr. ES-' : 'Счёт-фактура № ES-', $text);
            $this->assertStringContainsString($locale === 'ro' ? 'o mie două sute treizeci și patru de lei 50 bani' : 'одна тысяча двести тридцать четыре лея 50 бань', $text);
            $this->assertStringContainsString($locale === 'ro' ? 'Televizor OLED 55″ Ștefan' : 'Телевизор OLED 55″', $text);
            $this->assertStringNotContainsString($locale === 'ro' ? 'Descărcați PDF' : 'Скачать PDF', $text, 'the toolbar stays out of the PDF');
        }
    }

    #[Test]
    public function numbers_run_without_gaps_per_year_and_start_again_in_a_new_year(): void
    {
        $this->travelTo('2026-12-31 20:00:00');
        $numbers = [];
        foreach (range(1, 3) as $i) {
            $numbers[] = app(IssueInvoice::class)->handle($this->companyOrder(), StaffActor::console())->label();
        }
        // A refused one takes no number.
        try {
            app(IssueInvoice::class)->handle($this->companyOrder(['company_idno' => null]), StaffActor::console());
            $this->fail('An order without a company got an invoice');
        } catch (\App\Exceptions\Documents\InvoiceRefused) {
        }
        $numbers[] = app(IssueInvoice::class)->handle($this->companyOrder(), StaffActor::console())->label();
        $this->travelTo('2027-01-01 09:00:00');
        $numbers[] = app(IssueInvoice::class)->handle($this->companyOrder(), StaffActor::console())->label();

        $this->assertSame(['ES-2026-000001', 'ES-2026-000002', 'ES-2026-000003', 'ES-2026-000004', 'ES-2027-000001'], $numbers);
    }

    #[Test]
    public function an_order_without_a_company_or_a_cancelled_one_gets_no_invoice_with_the_reason(): void
    {
        $private = $this->companyOrder(['company_name' => null, 'company_idno' => null]);
        $manager = $this->staff(StaffRole::Manager);
        $this->actingAs($manager)->get("/admin/comenzi/{$private->number}/factura")->assertOk()->assertSee('data-test="invoice-no-company"', false);
        $this->actingAs($manager)->post("/admin/comenzi/{$private->number}/factura")->assertStatus(422)
            ->assertSee('Factura se emite doar pentru cumpărători persoane juridice');

        $cancelled = $this->companyOrder(['status' => OrderStatus::Released->value]);
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->post("/admin/comenzi/{$cancelled->number}/factura")->assertStatus(422)
            ->assertSee('Для отменённого или освобождённого заказа');
        $this->actingAs($manager)->post('/admin/comenzi/'.$this->companyOrder(['status' => OrderStatus::Cancelled->value])->number.'/factura')->assertStatus(422);
        $this->assertSame(0, Invoice::query()->count());
        $this->assertSame(0, (int) DB::table('invoice_counters')->value('last_number'));
    }

    #[Test]
    public function the_warehouse_and_editors_may_not_issue_or_read_invoices(): void
    {
        $order = $this->companyOrder();
        foreach ([StaffRole::Warehouse, StaffRole::Editor] as $role) {
            $this->actingAs($this->staff($role))->get("/admin/comenzi/{$order->number}/factura")->assertForbidden();
            $this->actingAs($this->staff($role))->post("/admin/comenzi/{$order->number}/factura")->assertForbidden();
        }
        $this->assertSame(0, Invoice::query()->count());
    }

    #[Test]
    public function a_bad_language_or_format_is_refused_with_a_translated_reason(): void
    {
        $order = $this->companyOrder();
        app(IssueInvoice::class)->handle($order, StaffActor::console());
        $manager = $this->staff(StaffRole::Manager);

        $this->actingAs($manager)->get("/admin/comenzi/{$order->number}/factura?limba=en")->assertStatus(422)->assertSee('Alegeți limba documentului');
        $this->actingAs($manager)->get("/admin/comenzi/{$order->number}/factura?limba[]=ro")->assertStatus(422)->assertSee('Alegeți limba documentului');
        $this->actingAs($manager)->get("/admin/comenzi/{$order->number}/factura?format=docx")->assertStatus(422)->assertSee('Documentul se descarcă doar');
        $this->actingAs($manager)->get("/admin/comenzi/{$order->number}/factura?format[]=pdf")->assertStatus(422);
        $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->get("/admin/comenzi/{$order->number}/factura?limba=de&format=pdf")->assertStatus(422)
            ->assertHeader('Content-Type', 'text/html; charset=UTF-8')->assertSee('Выберите язык документа');
    }

    #[Test]
    public function an_invoice_keeps_its_buyer_when_the_order_changes_later(): void
    {
        $order = $this->companyOrder();
        app(IssueInvoice::class)->handle($order, StaffActor::console());
        Order::query()->whereKey($order->id)->update(['company_name' => 'Alt Nume SRL']);

        $this->actingAs($this->staff(StaffRole::Manager))->get("/admin/comenzi/{$order->number}/factura")->assertOk()
            ->assertSee('Tehno Grup SRL')->assertDontSee('Alt Nume SRL');
        $this->assertSame(1, Invoice::query()->count());
    }
}
