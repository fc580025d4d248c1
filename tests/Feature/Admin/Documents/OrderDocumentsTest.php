<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Documents;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\Order;
use App\Models\Product;
use App\Models\Store;
use App\Services\Stock\StockLedger;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;

/** The packing slip, the warranty cards and the couriers' delivery list, as pages and PDFs, in both languages. */
final class OrderDocumentsTest extends DocumentsTestCase
{
    use RefreshDatabase;

    private function shop(string $slug, string $ro, string $ru): Store
    {
        return Store::query()->create([
            'slug' => $slug, 'name' => ['ro' => $ro, 'ru' => $ru], 'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
            'address' => ['ro' => 'bd. Dacia 5', 'ru' => 'бул. Дачия 5'], 'phones' => [], 'hours' => [], 'latitude' => 47.0, 'longitude' => 28.8,
        ]);
    }

    #[Test]
    public function the_packing_slip_says_what_to_pick_from_which_place_and_how_the_order_leaves(): void
    {
        $order = $this->companyOrder(['comment' => 'Sunați înainte']);
        $tv = Product::query()->where('sku', 'TV-55-OLED')->firstOrFail();
        $cable = Product::query()->where('sku', 'HDMI-2M')->firstOrFail();
        $store = $this->shop('magazin-botanica', 'Magazinul Botanica', 'Магазин Ботаника');
        Stock::set($cable, $store->id, 2);
        app(StockLedger::class)->reserve($order->id, [$tv->id => 1, $cable->id => 1]);
        app(StockLedger::class)->reserve($order->id, [$cable->id => 2], $store->id);

        $html = (string) $this->actingAs($this->staff(StaffRole::Warehouse))->get("/admin/comenzi/{$order->number}/fisa-de-ambalare")->assertOk()->getContent();
        $this->assertStringContainsString('Fișa de ambalare', $html);
        $this->assertStringContainsString('De luat din: Depozit central', $html);
        $this->assertStringContainsString('De luat din: Magazinul Botanica', $html);
        $this->assertSame(3, substr_count($html, 'data-test="packing-item"'));
        $this->assertStringNotContainsString('data-test="packing-unreserved"', $html);
        $this->assertMatchesRegularExpression('~Botanica</h2>.*?<strong>HDMI-2M</strong></td><td>Cablu HDMI 2 m</td><td class="num">2</td>~s', $html);
        $this->assertStringContainsString('Livrare prin curier', $html);
        $this->assertStringContainsString('Chișinău, str. Ștefan cel Mare 1, ap. 2', $html);
        $this->assertStringContainsString('09-13', $html);
        $this->assertStringContainsString('069 12 34 56', $html);
        $this->assertStringContainsString('Sunați înainte', $html);
        $this->assertStringContainsString('data-test="packing-units">4<', $html);

        $ru = (string) $this->get("/admin/comenzi/{$order->number}/fisa-de-ambalare?limba=ru")->assertOk()->getContent();
        $this->assertStringContainsString('Упаковочный лист', $ru);
        $this->assertStringContainsString('Взять из: Магазин Ботаника', $ru);
        $this->assertStringContainsString('Кабель HDMI 2 м', $ru);
        $this->assertStringContainsString('Доставка курьером', $ru);
    }

    #[Test]
    public function lines_without_a_reservation_are_listed_apart_and_a_pickup_names_its_store(): void
    {
        $store = $this->shop('magazin-centru', 'Magazinul Centru', 'Магазин Центр');
        $order = $this->companyOrder(['delivery_method' => 'pickup', 'store_id' => $store->id, 'city' => null, 'address' => null, 'delivery_date' => null, 'delivery_interval' => null]);

        $html = (string) $this->actingAs($this->staff(StaffRole::Manager))->get("/admin/comenzi/{$order->number}/fisa-de-ambalare")->assertOk()->getContent();
        $this->assertStringContainsString('data-test="packing-unreserved"', $html);
        $this->assertSame(2, substr_count($html, 'data-test="packing-item"'));
        $this->assertStringContainsString('Ridicare din magazin', $html);
        $this->assertStringContainsString('Magazinul Centru, bd. Dacia 5', $html);
    }

    #[Test]
    public function the_packing_slip_and_the_warranty_cards_as_pdfs_in_both_languages(): void
    {
        $order = $this->companyOrder();
        $warehouse = $this->staff(StaffRole::Warehouse);
        foreach (['ro' => ['Fișa de ambalare', 'Certificat de garanție', '24 luni'], 'ru' => ['Упаковочный лист', 'Гарантийный талон', '24 мес.']] as $locale => [$slip, $card, $months]) {
            $pdf = (string) $this->actingAs($warehouse)->get("/admin/comenzi/{$order->number}/fisa-de-ambalare?format=pdf&limba=$locale")->assertOk()
                ->assertHeader('Content-Type', 'application/pdf')->getContent();
            $this->assertStringStartsWith('%PDF-', $pdf);
            $text = $this->pdfText($pdf);
            $this->assertStringContainsString($slip, $text);
            $this->assertStringContainsString('HDMI-2M', $text);

            $pdf = (string) $this->get("/admin/comenzi/{$order->number}/certificate-de-garantie?format=pdf&limba=$locale")->assertOk()->getContent();
            $this->assertStringStartsWith('%PDF-', $pdf);
            $text = $this->pdfText($pdf);
            $this->assertSame(4, substr_count($text, $card), 'a card per unit: one TV and three cables');
            $this->assertStringContainsString($months, $text);
            $this->assertGreaterThanOrEqual(1, $this->pdfPages($pdf));
            $this->assertMatchesRegularExpression('~/BaseFont\s*/[A-Z]{6}\+DejaVuSans~', $pdf);
        }
    }

    #[Test]
    public function a_warranty_card_per_unit_with_the_product_sku_months_order_and_stamp(): void
    {
        $this->travelTo('2026-11-30 12:00:00');
        $order = $this->companyOrder(['locale' => 'ru']);
        $html = (string) $this->actingAs($this->staff(StaffRole::Owner))->get("/admin/comenzi/{$order->number}/certificate-de-garantie")->assertOk()->getContent();
        $this->assertSame(4, substr_count($html, 'data-test="warranty-card"'));
        foreach (['Гарантийный талон', 'Телевизор OLED 55″', 'TV-55-OLED', '24 мес.', 'Единица 2 из 3', $order->number.' · 30.11.2026', 'М.П.', 'Electro Shop SRL'] as $text) {
            $this->assertStringContainsString($text, $html, $text);
        }
        config(['returns.warranty_months' => 36]);
        $this->assertStringContainsString('36 luni', (string) $this->get("/admin/comenzi/{$order->number}/certificate-de-garantie?limba=ro")->getContent());

        // A product whose catalogue entry names its own warranty (the `garantie` number attribute) gets that.
        $attribute = DB::table('attributes')->insertGetId(['code' => 'garantie', 'type' => 'number', 'name' => json_encode(['ro' => 'Garanție', 'ru' => 'Гарантия']), 'section' => json_encode(['ro' => 'General', 'ru' => 'Общее']), 'unit' => 'luni']);
        DB::table('product_attribute_values')->insert(['product_id' => Product::query()->where('sku', 'TV-55-OLED')->value('id'), 'attribute_id' => $attribute, 'number_value' => '60']);
        $html = (string) $this->get("/admin/comenzi/{$order->number}/certificate-de-garantie?limba=ro")->getContent();
        $this->assertSame(1, substr_count($html, '60 luni'), 'the TV: its own five years');
        $this->assertSame(3, substr_count($html, '36 luni'), 'the cables: the legal warranty');
    }

    #[Test]
    public function the_delivery_list_carries_the_days_courier_orders_of_the_slot_with_what_to_collect(): void
    {
        $cash = $this->companyOrder(['name' => 'Maria Rusu', 'phone' => '+37360111222', 'status' => OrderStatus::Confirmed->value]);
        $paid = $this->companyOrder(['name' => 'Petru Ciobanu', 'payment_method' => 'online_card', 'paid_at' => now(), 'status' => OrderStatus::Packed->value]);
        $this->companyOrder(['name' => 'Alt interval', 'delivery_interval' => '13-18']);
        $this->companyOrder(['name' => 'Altă zi', 'delivery_date' => '2026-12-03']);
        $this->companyOrder(['name' => 'Anulată', 'status' => OrderStatus::Cancelled->value]);
        $store = $this->shop('magazin-centru', 'Magazinul Centru', 'Магазин Центр');
        $this->companyOrder(['name' => 'Ridicare', 'delivery_method' => 'pickup', 'store_id' => $store->id]);

        $html = (string) $this->actingAs($this->staff(StaffRole::Warehouse))->get('/admin/livrari?data=2026-12-02&interval=09-13')->assertOk()->getContent();
        $html = str_replace("\u{00A0}", ' ', $html);
        $this->assertSame(2, substr_count($html, 'data-test="delivery-list-row"'));
        foreach ([(string) $cash->number, 'Maria Rusu', '060 11 12 22', 'Chișinău, str. Ștefan cel Mare 1, ap. 2', (string) $paid->number, 'Petru Ciobanu', 'achitată online', '0,00'] as $text) {
            $this->assertStringContainsString($text, $html, $text);
        }
        $this->assertStringContainsString('data-test="delivery-list-total">1 234,50<', $html);
        foreach (['Alt interval', 'Altă zi', 'Anulată', 'Ridicare'] as $absent) {
            $this->assertStringNotContainsString($absent, $html);
        }

        $pdf = (string) $this->get('/admin/livrari?data=2026-12-02&interval=09-13&limba=ru&format=pdf')->assertOk()->assertHeader('Content-Type', 'application/pdf')->getContent();
        $text = str_replace("\u{00A0}", ' ', $this->pdfText($pdf));
        $this->assertStringContainsString('Лист доставки', $text);
        $this->assertStringContainsString('Maria Rusu', $text);
        $this->assertStringContainsString('Всего получить 1 234,50', $text);
    }

    #[Test]
    public function the_delivery_list_opens_on_today_and_an_empty_slot_says_so(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->get('/admin/livrari')->assertOk()
            ->assertSee('Лист доставки')->assertSee('Нет заказов с доставкой курьером');
    }

    #[Test]
    public function a_bad_day_slot_or_language_is_refused_with_a_translated_reason(): void
    {
        $this->companyOrder();
        $warehouse = $this->staff(StaffRole::Warehouse);
        $cases = [
            '/admin/livrari?data=2026-02-30&interval=09-13' => 'Alegeți o zi validă',
            '/admin/livrari?data=mâine&interval=09-13' => 'Alegeți o zi validă',
            '/admin/livrari?data[]=2026-12-02&interval=09-13' => 'Alegeți o zi validă',
            '/admin/livrari?data=2026-12-02&interval=07-08' => 'Alegeți unul dintre intervalele',
            '/admin/livrari?data=2026-12-02&interval[]=09-13' => 'Alegeți unul dintre intervalele',
            '/admin/livrari?data=2026-12-02&interval=09-13&limba=en' => 'Alegeți limba documentului',
        ];
        foreach ($cases as $url => $reason) {
            $response = $this->actingAs($warehouse)->get($url)->assertStatus(422)->assertSee($reason);
            $this->assertStringNotContainsString('data-test="delivery-list-row"', (string) $response->getContent(), $url);
        }
        $this->actingAs($warehouse)->get('/admin/livrari?data=2026-12-02&interval=07-08&format=pdf')->assertStatus(422)
            ->assertHeader('Content-Type', 'text/html; charset=UTF-8');
        $this->actingAs($this->staff(StaffRole::Warehouse, 'ru'))->get('/admin/livrari?interval=00-01')->assertStatus(422)->assertSee('Выберите один из интервалов');
        $order = Order::query()->firstOrFail();
        $this->actingAs($warehouse)->get("/admin/comenzi/{$order->number}/fisa-de-ambalare?limba=xx")->assertStatus(422)->assertSee('Alegeți limba documentului');
    }

    #[Test]
    public function editors_may_not_print_order_documents(): void
    {
        $order = $this->companyOrder();
        foreach (["/admin/comenzi/{$order->number}/fisa-de-ambalare", "/admin/comenzi/{$order->number}/certificate-de-garantie", '/admin/livrari'] as $url) {
            $this->actingAs($this->staff(StaffRole::Editor))->get($url)->assertForbidden();
        }
    }
}
