<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Mail\Orders\OrderForShop;
use App\Mail\Orders\OrderLinkMail;
use App\Mail\Orders\OrderPlaced;
use App\Mail\Orders\OrderStatusChanged;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\User;
use App\Services\Checkout\DeliveryDays;
use Illuminate\Support\Facades\DB;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Confirming a one-click order by phone: the checkout's delivery day and interval, lines staff change (units, products
 * added or removed) priced and reserved as an order is placed, and staff's call note kept apart from the shopper's
 * comment and out of everything the shopper sees.
 */
final class ConfirmCallTest extends TestCase
{
    use MakesCallOrders, MakesOrders;

    /** @param  array<string, mixed>  $payload */
    private function confirm(Order $order, array $payload, string $locale = 'ro', string $role = 'manager'): TestResponse
    {
        return $this->actingAs($this->staff(StaffRole::from($role), $locale))->postJson('/admin/apeluri/'.$order->number.'/confirmare', $payload);
    }

    #[Test]
    public function a_courier_needs_a_day_and_an_interval_the_checkout_offers_for_the_zone(): void
    {
        $phone = $this->product('PH-1');
        $order = $this->oneClickOf($phone);
        $lines = [$phone->id => 1];

        $this->confirm($order, $this->confirmation($lines, ['delivery_date' => '', 'delivery_interval' => null]))->assertUnprocessable()
            ->assertJsonPath('errors.delivery_date.0', 'Alegeți una dintre zilele de livrare propuse pentru această zonă.')
            ->assertJsonPath('errors.delivery_interval.0', 'Alegeți intervalul de livrare.');
        // Today, a day past the zone's last one (the country zone's, which starts later and lasts longer) and an
        // interval the checkout does not offer are refused, in the staff member's language.
        $chisinau = DeliveryDays::for('chisinau');
        $tooFar = now(config()->string('app.shop_timezone'))->addDays(30)->format('Y-m-d');
        foreach ([now(config()->string('app.shop_timezone'))->format('Y-m-d'), $tooFar, array_values(array_diff(DeliveryDays::for('country'), $chisinau))[0]] as $day) {
            $this->assertNotContains($day, $chisinau);
            $this->confirm($order, $this->confirmation($lines, ['delivery_date' => $day, 'delivery_interval' => '07-09']), 'ru')->assertUnprocessable()
                ->assertJsonPath('errors.delivery_date.0', 'Выберите один из предложенных для этой зоны дней доставки.')
                ->assertJsonPath('errors.delivery_interval.0', 'Выберите интервал доставки.');
        }
        $this->assertSame(['new', null], [$order->refresh()->status, $order->delivery_date]);

        $this->confirm($order, $this->confirmation($lines, ['delivery_date' => end($chisinau), 'delivery_interval' => '09-13']))->assertRedirect();
        $order->refresh();
        $this->assertSame(['confirmed', end($chisinau), '09-13'], [$order->status, $order->delivery_date, $order->delivery_interval]);
    }

    #[Test]
    public function the_call_list_offers_the_checkouts_zones_days_and_intervals_chisinau_first_with_its_town(): void
    {
        $this->oneClickOf($this->product('PH-1'));

        foreach (['ro' => 'Chișinău', 'ru' => 'Кишинёв'] as $locale => $town) {
            $this->actingAs($this->staff(StaffRole::Manager, $locale))->get('/admin/apeluri')->assertInertia(fn (Assert $page) => $page
                // The form opens on the first zone, as the checkout does, and fills the town with this zone's name.
                ->where('zones.0.value', 'chisinau')->where('zones.0.dates', DeliveryDays::for('chisinau'))->where('zones.2.dates', DeliveryDays::for('country'))
                ->where('intervals', config()->array('checkout.delivery.intervals'))->where('max_quantity', 10)
                ->where('translations', fn ($lines): bool => ($lines['checkout.zone.chisinau'] ?? null) === $town)
                ->where('calls.0.lines.0', fn ($line): bool => $line['sku'] === 'PH-1' && $line['quantity'] === 1 && $line['stock'] === 4 && $line['price'] === 3_000_00)
                ->etc());
        }
    }

    #[Test]
    public function staff_change_the_quantity_add_and_remove_products_priced_from_the_database_and_reserved(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $case = $this->product('CASE-2', 200_00, 3, 'Husă');
        $charger = $this->product('CHG-3', 300_00, 2, 'Încărcător');
        $order = $this->oneClickOf($phone);
        $this->assertSame(4, Stock::total($phone));
        // Prices change after the click: the confirmation takes today's.
        $phone->forceFill(['price' => 2_900_00])->save();

        $this->confirm($order, $this->confirmation([$phone->id => 3, $case->id => 2], ['lines' => [
            ['product_id' => $phone->id, 'quantity' => 3], ['product_id' => $case->id, 'quantity' => 2],
        ], 'subtotal' => 1, 'total' => 1, 'price' => 1]))->assertRedirect();

        $order->refresh();
        $this->assertSame('confirmed', $order->status);
        $this->assertSame([['PH-1', 3, 2_900_00, 8_700_00], ['CASE-2', 2, 200_00, 400_00]], $order->lines()->orderBy('id')->get()
            ->map(fn ($line): array => [$line->sku, $line->quantity, $line->unit_price, $line->line_total])->all());
        // Chișinău's courier is free from 1 000 lei.
        $this->assertSame([9_100_00, 0, 9_100_00], [$order->subtotal, $order->delivery_fee, $order->total]);
        $this->assertSame([2, 1, 2], [Stock::total($phone), Stock::total($case), Stock::total($charger)]);
        $this->assertSame([$phone->id => 3, $case->id => 2], DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')
            ->pluck('quantity', 'product_id')->map(fn ($units): int => (int) $units)->all());

        $entry = AuditEntry::query()->where('action', 'order.call_details')->sole();
        $this->assertSame('PH-1 × 1', $entry->before['lines']);
        $this->assertSame('PH-1 × 3, CASE-2 × 2', $entry->after['lines']);
        $this->assertSame([DeliveryDays::for('chisinau')[0], '13-18', 9_100_00], [$entry->after['delivery_date'], $entry->after['delivery_interval'], $entry->after['total']]);

        // A removed line gives its units back: a second order of the phone and the charger keeps only the charger.
        $second = $this->oneClickOf($phone);
        $this->assertSame(1, Stock::total($phone));
        $this->confirm($second, $this->confirmation([$charger->id => 1]))->assertRedirect();
        $this->assertSame([2, 1], [Stock::total($phone), Stock::total($charger)]);
        $this->assertSame(['CHG-3'], $second->lines()->pluck('sku')->all());
    }

    #[Test]
    public function not_enough_units_refuses_the_confirmation_and_changes_nothing(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $case = $this->product('CASE-2', 200_00, 1, 'Husă');
        $order = $this->oneClickOf($phone);

        $this->confirm($order, $this->confirmation([$phone->id => 6, $case->id => 1]))->assertStatus(409)
            ->assertJsonPath('errors.lines.0', 'Nu sunt suficiente bucăți în stoc pentru: Telefon X. Micșorați cantitatea sau alegeți alt produs.');
        $this->confirm($order, $this->confirmation([$phone->id => 1, $case->id => 2]), 'ru')->assertStatus(409)
            ->assertJsonPath('errors.lines.0', 'Недостаточно товара на складе: Husă RU. Уменьшите количество или выберите другой товар.');
        // A pickup store without the units says so (the checkout reserves a pickup order's units at its store).
        $store = $this->store();
        $this->confirm($order, $this->confirmation([$phone->id => 1], ['delivery_method' => 'pickup', 'store_id' => $store->id]))->assertStatus(409)
            ->assertJsonPath('errors.lines.0', 'Magazinul ales nu are suficiente bucăți din: Telefon X. Alegeți alt magazin, livrarea prin curier sau altă cantitate.');

        $order->refresh();
        $this->assertSame(['new', 0, null], [$order->status, $order->version, $order->name]);
        $this->assertSame([['PH-1', 1]], $order->lines()->get()->map(fn ($line): array => [$line->sku, $line->quantity])->all());
        $this->assertSame([4, 1], [Stock::total($phone), Stock::total($case)]);
        $this->assertSame(1, DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->count());
        $this->assertSame(0, AuditEntry::query()->count());
    }

    #[Test]
    public function lines_are_checked_with_words_in_the_staff_members_language(): void
    {
        $phone = $this->product('PH-1');
        $gone = $this->product('OLD-9', 100_00, 3, 'Vechi');
        $gone->forceFill(['is_active' => false])->save();
        $order = $this->oneClickOf($phone);
        $cases = [
            'none' => [[], 'lines', 'Lăsați în comandă cel puțin un produs.', 'Оставьте в заказе хотя бы один товар.'],
            'zero' => [[['product_id' => $phone->id, 'quantity' => 0]], 'lines.0.quantity', 'Cantitatea este un număr de la 1 la 10.', 'Количество — число от 1 до 10.'],
            'too many' => [[['product_id' => $phone->id, 'quantity' => 11]], 'lines.0.quantity', 'Cantitatea este un număr de la 1 la 10.', 'Количество — число от 1 до 10.'],
            'twice' => [[['product_id' => $phone->id, 'quantity' => 1], ['product_id' => $phone->id, 'quantity' => 2]], 'lines.1.product_id', 'Produsul este deja în comandă: schimbați cantitatea lui.', 'Этот товар уже в заказе: измените его количество.'],
            'off the shop' => [[['product_id' => $gone->id, 'quantity' => 1]], 'lines.0.product_id', 'Acest produs nu mai este în vânzare: scoateți-l din comandă.', 'Этот товар больше не продаётся: уберите его из заказа.'],
            'unknown' => [[['product_id' => 999_999, 'quantity' => 1]], 'lines.0.product_id', 'Acest produs nu mai este în vânzare: scoateți-l din comandă.', 'Этот товар больше не продаётся: уберите его из заказа.'],
            'over twenty' => [array_map(static fn (int $i): array => ['product_id' => $phone->id + $i, 'quantity' => 1], range(0, 20)), 'lines', 'Comanda are prea multe produse: cel mult 20.', 'В заказе может быть не больше 20 товаров.'],
        ];
        foreach ($cases as $case => [$lines, $key, $ro, $ru]) {
            $payload = [...$this->confirmation([]), 'lines' => $lines];
            $this->confirm($order, $payload)->assertUnprocessable()->assertJsonPath('errors', fn (array $errors): bool => ($errors[$key][0] ?? null) === $ro);
            $this->confirm($order, $payload, 'ru')->assertUnprocessable()->assertJsonPath('errors', fn (array $errors): bool => ($errors[$key][0] ?? null) === $ru);
        }
        $this->confirm($order, [...$this->confirmation([$phone->id => 1]), 'call_note' => str_repeat('a', 1001)])->assertUnprocessable()
            ->assertJsonPath('errors.call_note.0', 'Nota poate avea cel mult 1000 de caractere.');
        $this->assertSame('new', $order->refresh()->status);
    }

    #[Test]
    public function the_call_note_is_staffs_alone_and_the_shoppers_comment_stays_as_written(): void
    {
        $phone = $this->product('PH-1');
        $shopper = User::factory()->createOne();
        $order = $this->oneClickOf($phone);
        $order->forceFill(['comment' => 'Sunați după ora 18', 'user_id' => $shopper->id, 'guest_id' => null])->save();
        $note = 'Clientul vrea și husă; a cerut factură pe firmă';

        $this->confirm($order, $this->confirmation([$phone->id => 1], ['call_note' => $note]))->assertRedirect();
        $order->refresh();
        $this->assertSame(['Sunați după ora 18', $note], [$order->comment, $order->call_note]);

        // The back office's order page shows it, apart from the shopper's comment.
        $this->actingAs($this->staff(StaffRole::Warehouse))->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('order.call_note', $note)->where('order.comment', 'Sunați după ora 18')->etc());
        // The shopper's order page and account list never carry it.
        $this->actingAs($shopper);
        $page = $this->get('/comanda/'.$order->number)->assertOk();
        $page->assertInertia(fn (Assert $page) => $page->component('orders/show')->where('order.comment', 'Sunați după ora 18')->etc());
        $this->assertStringNotContainsString('husă', $page->getContent());
        $this->assertStringNotContainsString('husă', $this->get('/cont/comenzi')->assertOk()->getContent());
        // Nor any mail about the order, the shopper's or the shop's.
        foreach ([new OrderPlaced($order), new OrderStatusChanged($order, OrderStatus::Confirmed), new OrderForShop($order), new OrderLinkMail($order)] as $mail) {
            $this->assertStringNotContainsString('husă', $mail->render(), $mail::class);
        }
        // The note is written into them when the comment is: the check above would see it.
        $order->forceFill(['comment' => $note])->save();
        $this->assertStringContainsString('husă', (new OrderForShop($order))->render());
    }

    #[Test]
    public function the_product_picker_finds_products_on_sale_by_name_or_sku_with_their_stock(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 4, 'Telefon Quorra');
        $this->product('OFF-1', 100_00, 1, 'Telefon oprit')->forceFill(['is_active' => false])->save();
        $this->actingAs($this->staff(StaffRole::Manager));

        $this->getJson('/admin/apeluri/produse?q=quorra')->assertOk()
            ->assertExactJson(['products' => [['id' => $phone->id, 'name' => 'Telefon Quorra', 'sku' => 'PH-1', 'price' => 3_000_00, 'stock' => 4,
                // Where the units are, for an order taken by hand.
                'places' => [['name' => 'Depozit central', 'units' => 4]]]]]);
        $this->getJson('/admin/apeluri/produse?q=ph-')->assertJsonPath('products.0.sku', 'PH-1');
        $this->getJson('/admin/apeluri/produse?q=telefon')->assertJsonCount(1, 'products');
        $this->getJson('/admin/apeluri/produse?q=t')->assertExactJson(['products' => []]);
        $this->actingAs($this->staff(StaffRole::Warehouse))->getJson('/admin/apeluri/produse?q=quorra')->assertForbidden();
        $this->actingAs($this->staff(StaffRole::Editor))->getJson('/admin/apeluri/produse?q=quorra')->assertForbidden();
    }
}
