<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Infrastructure\Http\OrderLinks;
use App\Mail\Orders\OrderTrackingAdded;
use App\Models\Order;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * A shipped order's courier and tracking number set or corrected after the move to shipped: by whoever may ship,
 * audited old → new, on the timeline, shown on the customer's page, and mailed only when a number appears where
 * there was none.
 */
final class ShipmentCorrectionTest extends TestCase
{
    use MakesOrders;

    private function shipped(?string $courier = null, ?string $number = null, string $locale = 'ro'): Order
    {
        $order = Order::factory()->createOne(['email' => 'ana@example.md', 'locale' => $locale]);
        $order->forceFill(['status' => OrderStatus::Shipped->value, 'courier' => $courier, 'tracking_number' => $number])->save();

        return $order;
    }

    #[Test]
    public function the_warehouse_adds_a_tracking_number_the_customer_sees_and_is_mailed_once(): void
    {
        Mail::fake();
        config()->set('couriers.dhl.url', 'https://track.example/{number}');
        $order = $this->shipped(locale: 'ru');
        $this->actingAs($this->staff(StaffRole::Warehouse));
        $this->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('shipment.courier', '')->where('shipment.tracking_number', '')
            ->where('shipment.couriers', fn ($couriers): bool => collect($couriers)->pluck('value')->all() === ['own', 'nova_poshta', 'dhl']));

        $this->from('/admin/comenzi/'.$order->number)
            ->put('/admin/comenzi/'.$order->number.'/expediere', ['courier' => 'dhl', 'tracking_number' => 'JD 0146'])
            ->assertRedirect('/admin/comenzi/'.$order->number)->assertSessionHasNoErrors()
            ->assertSessionHas('status', 'Curierul și numărul de urmărire au fost salvate.');
        $this->assertSame(['dhl', 'JD 0146', 'shipped'], [$order->refresh()->courier, $order->tracking_number, $order->status]);

        // Audited old → new, and a public row on the timeline.
        $audit = DB::table('audit_log')->where('action', 'order.shipment')->sole();
        $this->assertSame([['courier' => null, 'tracking_number' => null], ['courier' => 'dhl', 'tracking_number' => 'JD 0146']], [json_decode((string) $audit->before, true), json_decode((string) $audit->after, true)]);
        $this->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('timeline', fn ($rows): bool => collect($rows)->contains(fn ($row): bool => $row['type'] === 'shipment' && $row['to'] === 'DHL' && $row['body'] === 'JD 0146' && $row['public'] === true)));

        // The customer's page shows the new courier and number, with its link and a row on their timeline.
        $this->get(OrderLinks::page($order, absolute: false))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('order.shipment', ['courier' => 'DHL', 'number' => 'JD 0146', 'url' => 'https://track.example/JD%200146'])
            ->where('order.timeline', fn ($rows): bool => collect($rows)->contains(fn ($row): bool => $row['status'] === 'shipment' && $row['label'] === 'Данные доставки: DHL · JD 0146')));

        Mail::assertSent(OrderTrackingAdded::class, fn (OrderTrackingAdded $mail): bool => $mail->hasTo('ana@example.md') && $mail->locale === 'ru'
            && str_contains($mail->render(), 'https://track.example/JD%200146') && str_contains($mail->render(), 'трек-номер'));

        // A correction of the number shows on the page without another mail; the same values again change nothing.
        $this->put('/admin/comenzi/'.$order->number.'/expediere', ['courier' => 'dhl', 'tracking_number' => 'JD 0147'])->assertSessionHasNoErrors();
        $this->put('/admin/comenzi/'.$order->number.'/expediere', ['courier' => 'dhl', 'tracking_number' => 'JD 0147'])
            ->assertSessionHas('status', 'Nimic de schimbat: curierul și numărul sunt aceleași.');
        $this->assertSame('JD 0147', $order->refresh()->tracking_number);
        $this->assertSame(2, DB::table('audit_log')->where('action', 'order.shipment')->count());
        $this->assertSame(2, DB::table('order_events')->where('order_id', $order->id)->where('type', 'shipment')->count());
        Mail::assertSent(OrderTrackingAdded::class, 1);
    }

    #[Test]
    public function the_lookup_tells_only_that_the_shipment_changed(): void
    {
        $order = $this->shipped('dhl', 'JD 1');
        $order->forceFill(['phone' => '+37360123456'])->save();
        $this->actingAs($this->staff(StaffRole::Manager));
        $this->put('/admin/comenzi/'.$order->number.'/expediere', ['courier' => 'nova_poshta', 'tracking_number' => 'NP 2'])->assertSessionHasNoErrors();
        auth()->logout();

        $json = $this->postJson('/comanda/cautare', ['number' => $order->number, 'phone' => '+37360123456'])->assertOk();
        $this->assertContains('Datele de livrare au fost actualizate', collect((array) $json->json('data.timeline'))->pluck('label')->all());
        $this->assertStringNotContainsString('NP 2', (string) $json->getContent());
    }

    #[Test]
    public function only_a_shipped_order_and_only_those_who_ship(): void
    {
        $packed = Order::factory()->createOne();
        $packed->forceFill(['status' => OrderStatus::Packed->value])->save();
        $this->actingAs($this->staff(StaffRole::Manager));
        $this->get('/admin/comenzi/'.$packed->number)->assertInertia(fn (Assert $page) => $page->where('shipment', null));
        $this->putJson('/admin/comenzi/'.$packed->number.'/expediere', ['courier' => 'dhl', 'tracking_number' => 'X1'])
            ->assertStatus(409)->assertJsonPath('message', 'Curierul și numărul de urmărire se schimbă doar la o comandă expediată. Reîncărcați pagina.');
        $this->assertNull($packed->refresh()->courier);

        $order = $this->shipped('dhl', 'JD 1');
        $this->actingAs($this->staff(StaffRole::Editor));
        $this->put('/admin/comenzi/'.$order->number.'/expediere', ['courier' => 'own', 'tracking_number' => 'X'])->assertForbidden();
        $this->assertSame('JD 1', $order->refresh()->tracking_number);
    }

    #[Test]
    public function a_bad_courier_or_number_is_refused_in_both_languages(): void
    {
        $order = $this->shipped('dhl', 'JD 1');
        $this->actingAs($this->staff(StaffRole::Warehouse));
        $this->putJson('/admin/comenzi/'.$order->number.'/expediere', ['courier' => 'ups', 'tracking_number' => '<script>'])
            ->assertUnprocessable()->assertJsonValidationErrors([
                'courier' => 'Alegeți un curier din listă.',
                'tracking_number' => 'Numărul de urmărire are cel mult 64 de litere latine, cifre, spații și cratime.',
            ]);
        $this->actingAs($this->staff(StaffRole::Warehouse, 'ru'));
        $this->putJson('/admin/comenzi/'.$order->number.'/expediere', ['courier' => ['dhl'], 'tracking_number' => str_repeat('A', 65)])
            ->assertUnprocessable()->assertJsonValidationErrors(['courier' => 'Выберите курьера из списка.', 'tracking_number' => 'Номер отслеживания — не больше 64 латинских букв, цифр, пробелов и дефисов.']);
        $this->assertSame(['dhl', 'JD 1'], [$order->refresh()->courier, $order->tracking_number]);
    }
}
