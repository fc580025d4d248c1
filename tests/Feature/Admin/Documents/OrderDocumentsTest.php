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
    public function the_delivery_list_carries_the_days_courier_orders_going_out_in_the_slot_with_what_to_collect(): void
    {
        $confirmed = OrderStatus::Confirmed->value;
        $cash = $this->companyOrder(['name' => 'Maria Rusu', 'phone' => '+37360111222', 'payment_method' => 'cash', 'status' => $confirmed]);
        $paid = $this->companyOrder(['name' => 'Petru Ciobanu', 'payment_method' => 'online_card', 'paid_at' => now(), 'status' => OrderStatus::Packed->value]);
        $this->companyOrder(['name' => 'Ion Lungu', 'payment_method' => 'card', 'status' => OrderStatus::Shipped->value]);
        $this->companyOrder(['name' => 'Neconfirmată', 'payment_method' => 'cash', 'status' => OrderStatus::New->value]);
        $this->companyOrder(['name' => 'Alt interval', 'payment_method' => 'cash', 'delivery_interval' => '13-18', 'status' => $confirmed]);
        $this->companyOrder(['name' => 'Altă zi', 'payment_method' => 'cash', 'delivery_date' => '2026-12-03', 'status' => $confirmed]);
        $this->companyOrder(['name' => 'Anulată', 'payment_method' => 'cash', 'status' => OrderStatus::Cancelled->value]);
        $this->companyOrder(['name' => 'Finalizată', 'payment_method' => 'cash', 'status' => OrderStatus::Completed->value]);
        $this->companyOrder(['name' => 'Eliberată', 'payment_method' => 'cash', 'status' => OrderStatus::Released->value]);
        $store = $this->shop('magazin-centru', 'Magazinul Centru', 'Магазин Центр');
        $this->companyOrder(['name' => 'Ridicare', 'payment_method' => 'cash', 'delivery_method' => 'pickup', 'store_id' => $store->id, 'status' => $confirmed]);

        $html = (string) $this->actingAs($this->staff(StaffRole::Warehouse))->get('/admin/livrari?data=2026-12-02&interval=09-13')->assertOk()->getContent();
        $html = str_replace("\u{00A0}", ' ', $html);
        $this->assertSame(3, substr_count($html, 'data-test="delivery-list-row"'));
        foreach ([(string) $cash->number, 'Maria Rusu', '060 11 12 22', 'Chișinău, str. Ștefan cel Mare 1, ap. 2', (string) $paid->number, 'Petru Ciobanu', 'achitată online', 'Ion Lungu', 'cu cardul la livrare'] as $text) {
            $this->assertStringContainsString($text, $html, $text);
        }
        $this->assertSame(['Maria Rusu' => '1 234,50', 'Petru Ciobanu' => '0,00', 'Ion Lungu' => '1 234,50'], $this->collected($html));
        $this->assertStringContainsString('data-test="delivery-list-total">2 469,00<', $html);
        foreach (['Neconfirmată', 'Alt interval', 'Altă zi', 'Anulată', 'Finalizată', 'Eliberată', 'Ridicare'] as $absent) {
            $this->assertStringNotContainsString($absent, $html);
        }

        $pdf = (string) $this->get('/admin/livrari?data=2026-12-02&interval=09-13&limba=ru&format=pdf')->assertOk()->assertHeader('Content-Type', 'application/pdf')->getContent();
        $text = str_replace("\u{00A0}", ' ', $this->pdfText($pdf));
        $this->assertStringContainsString('Лист доставки', $text);
        $this->assertStringContainsString('Maria Rusu', $text);
        $this->assertStringContainsString('Всего получить 2 469,00', $text);
        // The PDF keeps the table with its headers: the page's phone layout is never in it.
        $this->assertStringContainsString('Получить, лей', $text);
        $this->assertStringContainsString('max-width: 640px', $html);
    }

    #[Test]
    public function only_an_unpaid_order_paid_on_delivery_collects_its_total_and_every_other_says_why_it_collects_nothing(): void
    {
        $confirmed = ['status' => OrderStatus::Confirmed->value];
        $this->companyOrder(['name' => 'Numerar', 'payment_method' => 'cash', ...$confirmed]);
        $this->companyOrder(['name' => 'Card la ușă', 'payment_method' => 'card', ...$confirmed]);
        $received = $this->companyOrder(['name' => 'Transfer primit', 'payment_method' => 'transfer', ...$confirmed]);
        DB::table('transfer_payments')->insert(['order_id' => $received->id, 'amount' => $received->total, 'created_at' => now()]);
        $this->companyOrder(['name' => 'Transfer așteptat', 'payment_method' => 'transfer', ...$confirmed]);
        $this->companyOrder(['name' => 'Credit', 'payment_method' => 'credit', ...$confirmed]);
        $this->companyOrder(['name' => 'Card online', 'payment_method' => 'online_card', 'paid_at' => now(), ...$confirmed]);
        $this->companyOrder(['name' => 'MIA', 'payment_method' => 'mia', 'paid_at' => now(), ...$confirmed]);
        $this->companyOrder(['name' => 'Online neplătit', 'payment_method' => 'online_card', ...$confirmed]);

        $this->actingAs($this->staff(StaffRole::Warehouse));
        $html = str_replace("\u{00A0}", ' ', (string) $this->get('/admin/livrari?data=2026-12-02&interval=09-13&limba=ro')->assertOk()->getContent());
        $this->assertSame([
            'Numerar' => '1 234,50', 'Card la ușă' => '1 234,50', 'Transfer primit' => '0,00', 'Transfer așteptat' => '0,00',
            'Credit' => '0,00', 'Card online' => '0,00', 'MIA' => '0,00', 'Online neplătit' => '0,00',
        ], $this->collected($html));
        $this->assertStringContainsString('data-test="delivery-list-total">2 469,00<', $html);
        foreach (['cu cardul la livrare', 'achitată prin transfer', 'transfer bancar neîncasat: nu se încasează la ușă', 'în credit: achită partenerul', 'achitată online', 'plată online neefectuată: nu se încasează la ușă'] as $note) {
            $this->assertStringContainsString($note, $html, $note);
        }

        $html = (string) $this->get('/admin/livrari?data=2026-12-02&interval=09-13&limba=ru')->assertOk()->getContent();
        foreach (['картой при получении', 'оплачен переводом', 'банковский перевод не поступил', 'в кредит: платит партнёр', 'оплачен онлайн', 'онлайн-оплата не проведена'] as $note) {
            $this->assertStringContainsString($note, $html, $note);
        }
        $this->assertStringContainsString('data-test="delivery-list-total">2'."\u{00A0}".'469,00<', $html);
    }

    /**
     * What each row of a delivery list collects, by the customer's name.
     *
     * @return array<string, string>
     */
    private function collected(string $html): array
    {
        preg_match_all('~data-test="delivery-list-row">.*?<td[^>]*>\d+</td>\s*<td[^>]*>[^<]*</td>\s*<td[^>]*>([^<]*)</td>.*?data-test="delivery-list-collect">([^<]*)<~s', $html, $rows, PREG_SET_ORDER);

        return array_combine(array_map(static fn (array $row): string => $row[1], $rows), array_map(static fn (array $row): string => str_replace("\u{00A0}", ' ', $row[2]), $rows));
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
