<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Documents;

use App\Actions\Documents\IssueInvoice;
use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Models\Invoice;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Product;
use App\Services\Checkout\DeliveryDays;
use App\Services\Stock\StockLedger;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;

/**
 * An issued invoice never changes: it is printed from what it said when issued, and an edit of its order that would
 * change its lines, prices, totals or payment is refused in the staff member's language; the delivery still changes.
 */
final class IssuedInvoiceTest extends DocumentsTestCase
{
    use RefreshDatabase;

    /** A confirmed company order (TV + three cables, 1 174,00, delivered free) with its units reserved and its invoice. */
    private function invoicedOrder(): Order
    {
        $order = $this->companyOrder(['status' => OrderStatus::Confirmed->value, 'delivery_fee' => 0, 'delivery_zone' => 'chisinau']);
        $units = [];
        foreach (OrderLine::query()->where('order_id', $order->id)->get() as $line) {
            $units[(int) $line->product_id] = $line->quantity;
        }
        app(StockLedger::class)->reserve($order->id, $units);
        app(IssueInvoice::class)->handle($order, StaffActor::console());

        return $order->refresh();
    }

    /**
     * The edit form's submission: the order as it is, with the lines and fields given.
     *
     * @param  list<array{product_id: int, quantity: int}>|null  $lines  the order's own when null
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function form(Order $order, ?array $lines = null, array $overrides = []): array
    {
        return [
            'version' => $order->version, 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => (string) $order->city,
            'address' => (string) $order->address, 'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '09-13',
            'payment_method' => (string) $order->payment_method,
            'lines' => $lines ?? OrderLine::query()->where('order_id', $order->id)->orderBy('id')->get()
                ->map(static fn (OrderLine $line): array => ['product_id' => (int) $line->product_id, 'quantity' => $line->quantity])->all(),
            ...$overrides,
        ];
    }

    /** @param  array<string, mixed>  $form */
    private function edit(Order $order, array $form, string $locale = 'ro'): TestResponse
    {
        return $this->actingAs($this->staff(StaffRole::Manager, $locale))->putJson("/admin/comenzi/{$order->number}/editare", $form);
    }

    /** @return array{0: string, 1: string, 2: string} the invoice's sheet in Romanian and Russian and its PDF's text */
    private function printed(Order $order): array
    {
        $this->actingAs($this->staff(StaffRole::Owner));
        $sheet = function (string $locale) use ($order): string {
            $html = (string) $this->get("/admin/comenzi/{$order->number}/factura?limba=$locale")->assertOk()->getContent();
            $this->assertSame(1, preg_match('~<main class="sheet">.*</main>~s', $html, $main));

            return $main[0];
        };

        return [$sheet('ro'), $sheet('ru'), $this->pdfText((string) $this->get("/admin/comenzi/{$order->number}/factura?limba=ro&format=pdf")->assertOk()->getContent())];
    }

    #[Test]
    public function issuing_keeps_what_the_invoice_says_in_both_languages(): void
    {
        $order = $this->invoicedOrder();

        $contents = Invoice::query()->where('order_id', $order->id)->sole()->contents;
        $this->assertIsArray($contents);
        $this->assertSame(['name' => 'Tehno Grup SRL', 'idno' => '1003600123456', 'address' => 'Chișinău, str. Ștefan cel Mare 1, ap. 2', 'phone' => '069 12 34 56'], $contents['buyer']);
        $this->assertSame(['ro' => 'Televizor OLED 55″ Ștefan', 'ru' => 'Телевизор OLED 55″'], $contents['lines'][0]['name']);
        $this->assertSame([1, 1_000_00, 166_67, 3, 174_00, 29_00], [$contents['lines'][0]['quantity'], $contents['lines'][0]['total'], $contents['lines'][0]['vat'], $contents['lines'][1]['quantity'], $contents['lines'][1]['total'], $contents['lines'][1]['vat']]);
        $this->assertSame([1_174_00, 195_67], [$contents['total'], $contents['vat']]);
        $this->assertSame('o mie o sută șaptezeci și patru de lei 00 bani', $contents['words']['ro']);
        $this->assertSame('Electro Shop SRL', $contents['seller']['ro']['name']);
    }

    #[Test]
    public function the_invoice_reads_the_same_after_its_order_changed(): void
    {
        $order = $this->invoicedOrder();
        [$ro, $ru, $pdf] = $this->printed($order);
        $this->assertStringContainsString('Televizor OLED 55″ Ștefan', $ro);
        $this->assertStringContainsString('Телевизор OLED 55″', $ru);
        $this->assertStringContainsString('1'."\u{00A0}".'174,00', $ro);

        // The delivery moves to another day, slot and address; the lines and the total change behind the edit form's back.
        $this->edit($order, $this->form($order, null, ['address' => 'bd. Dacia 10', 'delivery_date' => DeliveryDays::for('chisinau')[1], 'delivery_interval' => '13-18']))->assertRedirect()->assertSessionHasNoErrors();
        $cable = OrderLine::query()->where('order_id', $order->id)->where('sku', 'HDMI-2M')->sole();
        $cable->forceFill(['quantity' => 5, 'line_total' => 290_00])->save();
        OrderLine::query()->where('order_id', $order->id)->where('sku', 'TV-55-OLED')->update(['name' => json_encode(['ro' => 'Alt televizor', 'ru' => 'Другой телевизор'])]);
        Order::query()->whereKey($order->id)->update(['total' => 1_290_00, 'phone' => '+37360999888']);
        config(['company.legal_name' => 'Alt Vânzător SRL']);

        $this->assertSame([$ro, $ru, $pdf], $this->printed($order->refresh()));
    }

    #[Test]
    public function an_edit_of_the_lines_prices_total_or_payment_of_an_invoiced_order_is_refused_in_the_staff_members_language(): void
    {
        $order = $this->invoicedOrder();
        $tv = Product::query()->where('sku', 'TV-55-OLED')->sole();
        $cable = Product::query()->where('sku', 'HDMI-2M')->sole();
        $label = Invoice::query()->sole()->label();

        $this->edit($order, $this->form($order, [['product_id' => $tv->id, 'quantity' => 1], ['product_id' => $cable->id, 'quantity' => 2]]))
            ->assertStatus(409)->assertJsonPath('errors.status.0', "Factura nr. $label a fost emisă; produsele, prețurile, totalul și modul de plată ale comenzii nu se mai schimbă. Puteți schimba doar destinatarul și livrarea; pentru altă marfă sau altă sumă anulați comanda și plasați una nouă, cu factura ei.");
        $this->edit($order, $this->form($order, [['product_id' => $tv->id, 'quantity' => 1]]), 'ru')
            ->assertStatus(409)->assertJsonPath('message', "Счёт-фактура № $label выставлена; товары, цены, сумма и способ оплаты заказа больше не меняются. Можно изменить только получателя и доставку; для другого товара или другой суммы отмените заказ и оформите новый, со своей фактурой.");
        $this->edit($order, $this->form($order, null, ['payment_method' => 'cash']))->assertStatus(409)->assertJsonPath('message', fn (string $message): bool => str_starts_with($message, "Factura nr. $label a fost emisă;"));
        $owner = $this->staff(StaffRole::Owner);
        $this->actingAs($owner)->putJson("/admin/comenzi/{$order->number}/editare", $this->form($order, [['product_id' => $tv->id, 'quantity' => 1, 'unit_price' => 900_00], ['product_id' => $cable->id, 'quantity' => 3]], ['price_reason' => 'Reducere']))
            ->assertStatus(409);
        // From the order page's edit form: back to it with the message where the form shows refusals.
        $this->actingAs($owner)->from("/admin/comenzi/{$order->number}")->put("/admin/comenzi/{$order->number}/editare", $this->form($order, [['product_id' => $tv->id, 'quantity' => 2], ['product_id' => $cable->id, 'quantity' => 3]]))
            ->assertRedirect("/admin/comenzi/{$order->number}")->assertSessionHasErrors(['status' => "Factura nr. $label a fost emisă; produsele, prețurile, totalul și modul de plată ale comenzii nu se mai schimbă. Puteți schimba doar destinatarul și livrarea; pentru altă marfă sau altă sumă anulați comanda și plasați una nouă, cu factura ei."]);

        $order->refresh();
        $this->assertSame([0, 1_174_00, 'transfer'], [$order->version, $order->total, $order->payment_method]);
        $this->assertSame([1, 3], OrderLine::query()->where('order_id', $order->id)->orderBy('id')->pluck('quantity')->map(static fn (mixed $units): int => (int) $units)->all());
        $this->assertSame(4, (int) DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->sum('quantity'));
    }

    #[Test]
    public function the_delivery_of_an_invoiced_order_still_changes_and_an_order_without_an_invoice_edits_as_before(): void
    {
        $order = $this->invoicedOrder();
        $day = DeliveryDays::for('chisinau')[1];
        $this->edit($order, $this->form($order, null, ['address' => 'bd. Dacia 10', 'delivery_date' => $day, 'delivery_interval' => '13-18']), 'ru')->assertRedirect()->assertSessionHasNoErrors();
        $order->refresh();
        $this->assertSame(['bd. Dacia 10', $day, '13-18', 1, 1_174_00], [$order->address, $order->delivery_date, $order->delivery_interval, $order->version, $order->total]);

        $plain = $this->companyOrder(['status' => OrderStatus::Confirmed->value, 'delivery_fee' => 0, 'delivery_zone' => 'chisinau']);
        $tv = Product::query()->where('sku', 'TV-55-OLED')->sole();
        $this->edit($plain, $this->form($plain, [['product_id' => $tv->id, 'quantity' => 1]]))->assertRedirect()->assertSessionHasNoErrors();
        $this->assertSame(1_000_00, $plain->refresh()->total);
    }

    #[Test]
    public function an_invoice_issued_before_its_contents_were_kept_is_read_from_its_order(): void
    {
        $order = $this->invoicedOrder();
        Invoice::query()->where('order_id', $order->id)->update(['contents' => null]);
        OrderLine::query()->where('order_id', $order->id)->where('sku', 'HDMI-2M')->update(['quantity' => 5, 'line_total' => 290_00]);

        $html = str_replace("\u{00A0}", ' ', (string) $this->actingAs($this->staff(StaffRole::Manager))->get("/admin/comenzi/{$order->number}/factura")->assertOk()->getContent());
        $this->assertStringContainsString('data-test="invoice-total">1 290,00<', $html);
        $this->assertStringContainsString('Tehno Grup SRL', $html);
    }
}
