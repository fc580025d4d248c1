<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Infrastructure\Http\OrderLinks;
use App\Mail\Orders\OrderStatusChanged;
use App\Models\Order;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** A shipped order's courier and tracking number: typed by staff with the move, shown to the customer and mailed. */
final class ShipmentTest extends TestCase
{
    use MakesOrders;

    private function packed(): Order
    {
        $order = Order::factory()->createOne();
        $order->forceFill(['status' => OrderStatus::Packed->value])->save();

        return $order;
    }

    #[Test]
    public function the_warehouse_ships_with_a_courier_and_number_the_customer_sees_linked_and_mailed(): void
    {
        config()->set('couriers.dhl.url', 'https://track.example/{number}');
        $order = $this->packed();
        $this->actingAs($this->staff(StaffRole::Warehouse));
        $this->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('couriers', fn ($couriers): bool => collect($couriers)->pluck('value')->all() === ['own', 'nova_poshta', 'dhl'])->etc());

        $this->put('/admin/comenzi/'.$order->number.'/stare', ['status' => 'shipped', 'version' => 0, 'courier' => 'dhl', 'tracking_number' => ' JD 0146-0001 '])
            ->assertSessionHasNoErrors();
        $this->assertSame(['dhl', 'JD 0146-0001'], [$order->refresh()->courier, $order->tracking_number]);

        $this->get(OrderLinks::page($order, absolute: false))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('order.shipment', ['courier' => 'DHL', 'number' => 'JD 0146-0001', 'url' => 'https://track.example/JD%200146-0001']));
        $html = (new OrderStatusChanged($order, OrderStatus::Shipped))->locale('ru')->render();
        $this->assertStringContainsString('Номер отслеживания', $html);
        $this->assertStringContainsString('https://track.example/JD%200146-0001', $html);
    }

    #[Test]
    public function both_are_optional_and_another_move_ignores_them(): void
    {
        $order = $this->packed();
        $this->actingAs($this->staff(StaffRole::Manager));
        $this->put('/admin/comenzi/'.$order->number.'/stare', ['status' => 'shipped', 'version' => 0, 'courier' => '', 'tracking_number' => ''])->assertSessionHasNoErrors();
        $this->assertSame([null, null], [$order->refresh()->courier, $order->tracking_number]);
        $this->get(OrderLinks::page($order, absolute: false))->assertInertia(fn (Assert $page) => $page->where('order.shipment', null));

        $other = Order::factory()->createOne();
        $this->put('/admin/comenzi/'.$other->number.'/stare', ['status' => 'confirmed', 'version' => 0, 'courier' => 'dhl', 'tracking_number' => 'X1'])->assertSessionHasNoErrors();
        $this->assertNull($other->refresh()->courier);
    }

    #[Test]
    public function an_unknown_courier_or_a_hostile_number_is_refused_in_both_languages(): void
    {
        $order = $this->packed();
        $this->actingAs($this->staff(StaffRole::Warehouse));
        $this->putJson('/admin/comenzi/'.$order->number.'/stare', ['status' => 'shipped', 'version' => 0, 'courier' => 'ups', 'tracking_number' => '<script>'])
            ->assertUnprocessable()->assertJsonValidationErrors([
                'courier' => 'Alegeți un curier din listă.',
                'tracking_number' => 'Numărul de urmărire are cel mult 64 de litere latine, cifre, spații și cratime.',
            ]);
        $this->actingAs($this->staff(StaffRole::Warehouse, 'ru'));
        $this->putJson('/admin/comenzi/'.$order->number.'/stare', ['status' => 'shipped', 'version' => 0, 'courier' => ['dhl'], 'tracking_number' => str_repeat('A', 65)])
            ->assertUnprocessable()->assertJsonValidationErrors(['courier' => 'Выберите курьера из списка.', 'tracking_number' => 'Номер отслеживания — не больше 64 латинских букв, цифр, пробелов и дефисов.']);
        $this->assertSame('packed', $order->refresh()->status);
    }
}
