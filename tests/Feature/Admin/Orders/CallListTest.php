<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderStatus;
use App\Enums\PromotionDiscount;
use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\Promotion;
use App\Models\Store;
use App\Services\Checkout\DeliveryDays;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/** The one-click call list: open orders oldest first; "called, confirmed" turns one into a normal order. */
final class CallListTest extends TestCase
{
    use MakesCallOrders, MakesOrders;

    private function oneClick(string $createdAt = 'now'): Order
    {
        $placed = now()->modify($createdAt);
        $order = Order::factory()->oneClick()->createOne(['name' => null, 'created_at' => $placed, 'held_until' => $placed->copy()->addHours(2), 'subtotal' => 3_000_00, 'total' => 3_000_00]);
        $order->lines()->create(['product_id' => null, 'sku' => 'PH-1', 'name' => ['ro' => 'Telefon X', 'ru' => 'Телефон X'], 'slug' => 'telefon-x', 'unit_price' => 3_000_00, 'quantity' => 1, 'line_total' => 3_000_00]);

        return $order;
    }

    #[Test]
    public function open_one_click_orders_are_listed_oldest_first_with_the_time_left_on_their_hold(): void
    {
        $newer = $this->oneClick();
        $older = $this->oneClick('-30 minutes');
        Order::factory()->oneClick()->status(OrderStatus::Confirmed)->createOne();
        Order::factory()->createOne();

        $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/apeluri')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/calls/index')->has('calls', 2)
            ->where('calls.0.number', $older->number)->where('calls.1.number', $newer->number)
            ->where('calls.0.product', 'Telefon X')->where('calls.0.phone', '+37369123456')->where('calls.0.phone_display', '069 12 34 56')
            ->where('calls.0.minutes_left', fn (int $minutes): bool => $minutes >= 88 && $minutes <= 90)->where('calls.1.minutes_left', fn (int $minutes): bool => $minutes >= 118 && $minutes <= 120)
            ->where('can_handle', true)->etc());

        $this->actingAs($this->staff(StaffRole::Warehouse))->get('/admin/apeluri')->assertInertia(fn (Assert $page) => $page->where('can_handle', false)->etc());
    }

    #[Test]
    public function the_list_and_its_product_search_show_the_price_a_running_promotion_sells_at(): void
    {
        $phone = $this->product('PH-PROMO', 3_000_00);
        $this->oneClickOf($phone);
        Promotion::factory()->createOne(['starts_at' => now()->subDay(), 'ends_at' => now()->addDay(), 'discount_type' => PromotionDiscount::Percent, 'discount_value' => 10])
            ->products()->sync([$phone->id]);

        // What confirming charges (the lines priced again), not the product's own price.
        $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/apeluri')->assertInertia(fn (Assert $page) => $page
            ->where('calls.0.lines.0.price', 2_700_00)->etc());
        $this->getJson('/admin/apeluri/produse?q=ph-promo')->assertJsonPath('products.0.price', 2_700_00);
    }

    #[Test]
    public function called_confirmed_saves_the_details_and_confirms_in_one_go(): void
    {
        $phone = $this->product('PH-1');
        $order = $this->oneClickOf($phone);
        $manager = $this->staff(StaffRole::Manager);
        $day = DeliveryDays::for('country')[1];

        $this->actingAs($manager)->from('/admin/apeluri')->post('/admin/apeluri/'.$order->number.'/confirmare', $this->confirmation([$phone->id => 1], [
            'name' => ' Ana Rusu ', 'delivery_zone' => 'country', 'city' => 'Bălți', 'address' => 'str. Independenței 5', 'delivery_date' => $day,
            'delivery_interval' => '18-21', 'payment_method' => 'card', 'call_note' => ' După ora 18 ',
        ], 'country'))->assertRedirect('/admin/apeluri')->assertSessionHasNoErrors()->assertSessionHas('status', 'Comanda '.$order->number.' a fost confirmată.');

        $order->refresh();
        $this->assertSame('confirmed', $order->status);
        $this->assertSame(['Ana Rusu', 'courier', 'Bălți', 'str. Independenței 5', $day, '18-21', 'card'], [$order->name, $order->delivery_method, $order->city, $order->address, $order->delivery_date, $order->delivery_interval, $order->payment_method]);
        // The staff member's note is kept apart: the shopper's comment (none, on a one-click order) stays theirs.
        $this->assertSame(['După ora 18', null], [$order->call_note, $order->comment]);
        $this->assertSame(1, $order->version);
        // A 3 000 lei phone outside Chișinău, below the zone's free-delivery threshold: its fee, as the checkout charges it.
        $this->assertSame(['country', 150_00, 3_150_00], [$order->delivery_zone, $order->delivery_fee, $order->total]);
        // The hold's end (the scheduled release leaves a confirmed order alone) is proven in Tests\Feature\Orders\OneClickHoldTest.
        $this->assertSame(['order.call_details', 'order.status'], AuditEntry::query()->orderBy('id')->pluck('action')->all());
        $this->get('/admin/apeluri')->assertInertia(fn (Assert $page) => $page->has('calls', 0)->etc());
    }

    #[Test]
    public function a_pickup_needs_a_store_and_a_courier_an_address_in_the_staff_members_language(): void
    {
        $phone = $this->product('PH-1');
        $order = $this->oneClickOf($phone);
        $store = $this->store();
        $lines = ['lines' => [['product_id' => $phone->id, 'quantity' => 1]]];
        $this->actingAs($this->staff(StaffRole::Manager))->from('/admin/apeluri');

        $this->post('/admin/apeluri/'.$order->number.'/confirmare', ['version' => 0, 'name' => 'Ana', 'delivery_method' => 'courier', 'payment_method' => 'cash', ...$lines])
            ->assertSessionHasErrors(['delivery_zone' => 'Alegeți zona de livrare.', 'city' => 'Scrieți localitatea.', 'address' => 'Scrieți adresa de livrare.']);
        $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->postJson('/admin/apeluri/'.$order->number.'/confirmare', ['version' => 0, 'name' => '', 'delivery_method' => 'pickup', 'payment_method' => 'cash', ...$lines])
            ->assertUnprocessable()->assertJsonPath('errors.name.0', 'Укажите имя клиента.')->assertJsonPath('errors.store_id.0', 'Выберите магазин.');
        $this->assertSame('new', $order->refresh()->status);
        // The warehouse holds stock but is no place to collect an order from.
        $warehouse = Store::query()->create([...$store->only(['name', 'city', 'address', 'phones', 'hours', 'latitude', 'longitude']), 'slug' => 'depozit', 'kind' => 'warehouse']);
        $this->postJson('/admin/apeluri/'.$order->number.'/confirmare', ['version' => 0, 'name' => 'Ana', 'delivery_method' => 'pickup', 'store_id' => $warehouse->id, 'payment_method' => 'cash', ...$lines])
            ->assertUnprocessable()->assertJsonPath('errors.store_id.0', 'Выберите магазин.');
        $this->get('/admin/apeluri')->assertInertia(fn ($page) => $page->where('stores', fn ($stores): bool => collect($stores)->pluck('value')->doesntContain($warehouse->id))->etc());

        // A pickup order's units wait at its store, as the checkout reserves them.
        Stock::set($phone, $store->id, 2);
        $this->post('/admin/apeluri/'.$order->number.'/confirmare', ['version' => 0, 'name' => 'Ana', 'delivery_method' => 'pickup', 'store_id' => $store->id, 'city' => 'ignored', 'delivery_date' => 'ignored', 'payment_method' => 'cash', ...$lines])
            ->assertSessionHasNoErrors();
        $order->refresh();
        $this->assertSame(['confirmed', 'pickup', $store->id, null, null, null, null, 0, 3_000_00], [$order->status, $order->delivery_method, $order->store_id, $order->city, $order->delivery_zone, $order->delivery_date, $order->delivery_interval, $order->delivery_fee, $order->total]);
        $this->assertSame([$store->id], DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->pluck('store_id')->map(fn ($id): int => (int) $id)->all());
    }

    #[Test]
    public function a_confirmation_on_an_order_changed_meanwhile_changes_nothing(): void
    {
        $phone = $this->product('PH-1');
        $order = $this->oneClickOf($phone);
        $details = $this->confirmation([$phone->id => 1], ['city' => 'Orhei']);
        $this->actingAs($this->staff(StaffRole::Manager));

        $this->putJson('/admin/comenzi/'.$order->number.'/stare', ['status' => 'cancelled', 'version' => 0, 'reason' => 'Clientul nu a răspuns la telefon.'])->assertRedirect();
        $this->postJson('/admin/apeluri/'.$order->number.'/confirmare', $details)->assertStatus(409);
        $order->refresh();
        $this->assertSame(['cancelled', null, null], [$order->status, $order->name, $order->city]);
        $this->assertSame(0, AuditEntry::query()->where('action', 'order.call_details')->count());
    }

    #[Test]
    public function the_warehouse_may_not_confirm_calls(): void
    {
        $order = $this->oneClick();
        $this->actingAs($this->staff(StaffRole::Warehouse))->postJson('/admin/apeluri/'.$order->number.'/confirmare', ['version' => 0])->assertForbidden();
    }
}
