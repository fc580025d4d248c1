<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderEventType;
use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\User;
use App\Services\Checkout\DeliveryDays;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Orders staff take by hand (/admin/comenzi/noua): by phone or at a store's counter, through the checkout's pipeline
 * (prices read again, units reserved from the place chosen, a number, mails, audit), marked as taken by that person.
 */
final class StaffOrderTest extends TestCase
{
    use MakesCallOrders, MakesOrders;

    /**
     * @param  array<int, int>  $lines  units by product id
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function payload(array $lines, array $overrides = []): array
    {
        return [
            'idempotency_key' => (string) Str::uuid(), 'channel' => 'phone', 'name' => 'Ana Rusu', 'phone' => '069 12 34 56',
            'email' => 'Ana@Example.md', 'locale' => 'ru', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau',
            'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'delivery_date' => DeliveryDays::for('chisinau')[0],
            'delivery_interval' => '13-18', 'payment_method' => 'cash', 'note' => 'Sună înainte',
            'lines' => array_map(static fn (int $id, int $quantity): array => ['product_id' => $id, 'quantity' => $quantity], array_keys($lines), $lines),
            ...$overrides,
        ];
    }

    /** @param  array<string, mixed>  $payload */
    private function place(User $staff, array $payload): TestResponse
    {
        return $this->actingAs($staff)->postJson('/admin/comenzi/noua', $payload);
    }

    #[Test]
    public function a_phone_order_is_priced_from_the_database_reserves_its_units_and_says_who_took_it(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $case = $this->product('CS-1', 200_00, 3, 'Husă');
        $manager = $this->staff(StaffRole::Manager);
        // The price changed after the page was loaded, and the form says a price of its own: neither is charged.
        $phone->forceFill(['price' => 2_900_00])->save();

        $this->place($manager, $this->payload([$phone->id => 2, $case->id => 1], ['lines' => [
            ['product_id' => $phone->id, 'quantity' => 2, 'price' => 1], ['product_id' => $case->id, 'quantity' => 1],
        ]]))->assertRedirect();

        $order = Order::query()->sole();
        $this->assertSame(['phone', 'confirmed', $manager->id, 'Sună înainte', 'ru', '+37369123456', 'ana@example.md'],
            [$order->kind, $order->status, $order->getAttribute('placed_by'), $order->call_note, $order->locale, $order->phone, $order->email]);
        $this->assertNull($order->held_until);
        $this->assertNotNull($order->number);
        $this->assertSame([2_900_00, 200_00], $order->lines()->orderBy('id')->pluck('unit_price')->map(fn ($p) => (int) $p)->all());
        // 5 800 + 200 = 6 000 lei: above Chișinău's threshold, the courier is free.
        $this->assertSame([6_000_00, 0, 6_000_00], [$order->subtotal, $order->delivery_fee, $order->total]);
        $this->assertSame([3, 2], [Stock::total($phone), Stock::total($case)]);
        $this->assertSame([], Stock::drift());
        // The customer's confirmation in their language and the shop's notification, through the outbox.
        $this->assertEqualsCanonicalizing([['placed', 'ana@example.md', 'ru'], ['for_shop', config()->string('checkout.notify_email'), 'ro']],
            DB::table('order_mails')->where('order_id', $order->id)->get()->map(fn ($row): array => [$row->type, $row->recipient, $row->locale])->all());
        $audit = AuditEntry::query()->where('action', 'order.taken')->sole();
        $this->assertSame($manager->id, $audit->user_id);
        $event = OrderEvent::query()->where('order_id', $order->id)->sole();
        $this->assertSame([OrderEventType::Status, 'new', 'confirmed', $manager->id], [$event->type, $event->from_status, $event->to_status, $event->user_id]);

        // The order page and the list say who took it and how, in the staff member's language.
        $this->actingAs($manager)->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('order.kind', 'phone')->where('order.taken_by', 'Preluată de Manager Test prin telefon')->etc());
        $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->get('/admin/comenzi')->assertInertia(fn (Assert $page) => $page
            ->where('orders.0.taken_by', 'Принял(а) Manager Test по телефону')->where('can_take', true)->etc());
    }

    #[Test]
    public function a_phone_with_as_many_orders_waiting_as_shoppers_may_have_still_gets_a_staff_order(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        Order::factory()->count(config()->integer('orders.open_per_phone'))->create(['status' => 'new', 'phone' => '+37369123456']);

        $this->place($this->staff(StaffRole::Manager), $this->payload([$phone->id => 1]))->assertRedirect();

        $this->assertSame(1, Order::query()->where('kind', 'phone')->count());
    }

    #[Test]
    public function a_store_sale_takes_its_units_from_that_stores_shelf_and_is_never_sent_by_courier(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 3_000_00, 5);
        Stock::set($phone, $store->id, 2);
        $owner = $this->staff(StaffRole::Owner);

        $this->place($owner, $this->payload([$phone->id => 1], ['channel' => 'store']))->assertUnprocessable()
            ->assertJsonPath('errors.delivery_method.0', 'O vânzare în magazin se ridică dintr-un magazin.');
        $this->place($owner, $this->payload([$phone->id => 3], ['channel' => 'store', 'delivery_method' => 'pickup', 'store_id' => $store->id]))
            ->assertConflict()->assertJsonPath('errors.cart.0', fn (string $message): bool => str_contains($message, 'Telefon X'));
        $this->assertSame(0, Order::query()->count());

        $this->place($owner, $this->payload([$phone->id => 2], ['channel' => 'store', 'delivery_method' => 'pickup', 'store_id' => $store->id, 'email' => null]))
            ->assertRedirect();
        $order = Order::query()->sole();
        $this->assertSame(['store', 'pickup', $store->id], [$order->kind, $order->delivery_method, $order->store_id]);
        $this->assertSame([0, 5], [Stock::at($phone, $store->id), Stock::at($phone, Stock::warehouse())]);
        // No address, no customer mail: the shop's notification only.
        $this->assertSame(['for_shop'], DB::table('order_mails')->where('order_id', $order->id)->pluck('type')->all());
    }

    #[Test]
    public function the_same_form_sent_twice_makes_one_order_and_another_persons_key_is_refused(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $manager = $this->staff(StaffRole::Manager);
        $payload = $this->payload([$phone->id => 1]);

        $first = $this->place($manager, $payload)->assertRedirect();
        $this->place($manager, $payload)->assertRedirect($first->headers->get('Location'));
        $this->assertSame(1, Order::query()->count());
        $this->assertSame(4, Stock::total($phone));

        $this->place($this->staff(StaffRole::Owner, 'ru'), $payload)->assertConflict();
        $this->assertSame(1, Order::query()->count());
    }

    #[Test]
    public function an_order_for_an_account_shows_in_it_and_the_search_finds_accounts_and_past_customers(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $customer = User::factory()->createOne(['name' => 'Vasile Ceban', 'email' => 'vasile@example.md', 'phone' => '+37369000111']);
        Order::factory()->createOne(['name' => 'Elena Guțu', 'phone' => '+37378555666', 'email' => null, 'city' => 'Bălți', 'address' => 'str. Independenței 5']);
        $manager = $this->staff(StaffRole::Manager);

        $this->actingAs($manager)->getJson('/admin/comenzi/noua/clienti?q=vasile@')->assertOk()
            ->assertJsonPath('customers.0.account_id', $customer->id)->assertJsonPath('customers.0.phone', '+37369000111');
        $this->actingAs($manager)->getJson('/admin/comenzi/noua/clienti?q='.urlencode('078 555 666'))->assertOk()
            ->assertJsonPath('customers.0.name', 'Elena Guțu')->assertJsonPath('customers.0.account_id', null)
            ->assertJsonPath('customers.0.city', 'Bălți')->assertJsonPath('customers.0.orders', 1);
        // Staff are nobody's customers; two characters find nothing.
        $this->actingAs($manager)->getJson('/admin/comenzi/noua/clienti?q=Manager')->assertOk()->assertJsonCount(0, 'customers');
        $this->actingAs($manager)->getJson('/admin/comenzi/noua/clienti?q=va')->assertOk()->assertJsonCount(0, 'customers');

        $this->place($manager, $this->payload([$phone->id => 1], ['customer_id' => $customer->id]))->assertRedirect();
        $this->assertSame(1, Order::query()->where('kind', 'phone')->where('user_id', $customer->id)->count());
        // A member of staff is no account to order for.
        $this->place($manager, $this->payload([$phone->id => 1], ['customer_id' => $manager->id]))->assertUnprocessable()
            ->assertJsonPath('errors.customer_id.0', 'Contul ales nu mai există. Căutați clientul din nou.');
    }

    #[Test]
    public function the_product_picker_shows_each_places_units(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 3_000_00, 5);
        Stock::set($phone, $store->id, 2);

        $this->actingAs($this->staff(StaffRole::Manager))->getJson('/admin/apeluri/produse?q=PH-1')->assertOk()
            ->assertJsonPath('products.0.stock', 7)
            ->assertJsonPath('products.0.places', fn (array $places): bool => in_array(['name' => 'Magazinul Centru', 'units' => 2], $places, true)
                && in_array(5, array_column($places, 'units'), true));
    }

    #[Test]
    public function only_owners_and_managers_take_orders(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        foreach ([StaffRole::Warehouse, StaffRole::Editor] as $role) {
            $staff = $this->staff($role);
            $this->actingAs($staff)->get('/admin/comenzi/noua')->assertForbidden();
            $this->actingAs($staff)->getJson('/admin/comenzi/noua/clienti?q=ana')->assertForbidden();
            $this->place($staff, $this->payload([$phone->id => 1]))->assertForbidden();
        }
        $this->assertSame(0, Order::query()->count());
        $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/comenzi/noua')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/orders/new')->where('locales', ['ro', 'ru'])
                ->where('idempotency_key', fn (string $key): bool => Str::isUuid($key))->etc());
        $this->get('/admin/comenzi/noua')->assertOk();
    }

    #[Test]
    public function hostile_or_wrong_input_is_refused_in_the_staff_members_language_never_with_a_500(): void
    {
        $phone = $this->product('PH-1', 3_000_00, 5);
        $manager = $this->staff(StaffRole::Manager, 'ru');
        $cases = [
            ['lines' => 'PH-1'],
            ['lines' => [['product_id' => 'abc', 'quantity' => 1]]],
            ['lines' => [['product_id' => $phone->id, 'quantity' => 999]]],
            ['lines' => [['product_id' => $phone->id, 'quantity' => 1], ['product_id' => $phone->id, 'quantity' => 1]]],
            ['lines' => [['product_id' => 99_999_999, 'quantity' => 1]]],
            ['phone' => '0900 12345'],
            ['phone' => ['x']],
            ['channel' => 'checkout'],
            ['locale' => 'en'],
            ['payment_method' => 'online_card'],
            ['idempotency_key' => '../../etc'],
            ['delivery_zone' => ['a' => 'b']],
            ['store_id' => 'x', 'delivery_method' => 'pickup'],
            ['note' => str_repeat('x', 1001)],
            ['email' => 'not-an-address'],
        ];
        foreach ($cases as $overrides) {
            $response = $this->place($manager, $this->payload([$phone->id => 1], $overrides));
            $this->assertSame(422, $response->status(), json_encode($overrides).': '.$response->getContent());
        }
        $this->place($manager, $this->payload([$phone->id => 1], ['payment_method' => 'bitcoin']))->assertUnprocessable()
            ->assertJsonPath('errors.payment_method.0', 'Выберите способ оплаты.');
        $this->assertSame(0, Order::query()->count());
        $this->assertSame(5, Stock::total($phone));
    }
}
