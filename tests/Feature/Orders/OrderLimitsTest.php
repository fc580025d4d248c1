<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Enums\OrderStatus;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The limits that keep fake orders from holding the shop's stock (App\Services\Orders\OrderLimits): units of one
 * product per order, and orders one phone number or one shopper may keep waiting for the shop's call. The same
 * limits over real HTTP with orders sent at once, on SQLite and PostgreSQL: tests/e2e/shopping-reliability.spec.ts.
 */
final class OrderLimitsTest extends TestCase
{
    use ChecksOutAsGuests;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->withCredentials();
        $this->product = Product::query()->orderBy('id')->firstOrFail();
        Stock::only($this->product, 100);
        config(['cart.max_quantity' => 10, 'orders.open_per_phone' => 3, 'orders.open_per_shopper' => 3]);
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function locales(): array
    {
        return [
            'ro' => ['', 'Acest număr de telefon are deja numărul maxim de comenzi care așteaptă confirmarea (3).', 'Cel mult 10 bucăți din'],
            'ru' => ['/ru', 'Для этого номера телефона уже есть максимум заказов, ждущих подтверждения (3).', 'Не больше 10 шт. товара'],
        ];
    }

    #[Test]
    #[DataProvider('locales')]
    public function a_phone_keeps_at_most_three_orders_waiting_whoever_places_them(string $prefix, string $refusal): void
    {
        foreach (range(1, 3) as $ignored) {
            $this->checkoutAsGuest('060 12 34 56', prefix: $prefix)->assertCreated();
        }

        // A fourth guest (another cookie) with the same number, typed differently: refused beside the phone field.
        $this->checkoutAsGuest('+373 60 123 456', prefix: $prefix)->assertUnprocessable()
            ->assertJsonPath('errors.phone.0', fn (string $message): bool => str_starts_with($message, $refusal));
        $this->assertSame(3, Order::query()->count());
        $this->assertSame(97, Stock::total($this->product), 'the refused order took nothing');
        $this->assertSame(1, DB::table('cart_items')->count(), 'the refused shopper keeps their cart');

        // Another number is not held back by this one.
        $this->checkoutAsGuest('069 12 34 56', prefix: $prefix)->assertCreated();
    }

    #[Test]
    public function a_confirmed_cancelled_or_released_order_makes_room_for_the_next(): void
    {
        foreach (range(1, 3) as $ignored) {
            $this->checkoutAsGuest('060 12 34 56')->assertCreated();
        }
        $this->checkoutAsGuest('060 12 34 56')->assertUnprocessable();

        [$first, $second, $third] = Order::query()->orderBy('id')->get()->all();
        $first->forceFill(['status' => OrderStatus::Confirmed->value])->save();
        $this->checkoutAsGuest('060 12 34 56')->assertCreated();
        $this->checkoutAsGuest('060 12 34 56')->assertUnprocessable();

        $second->forceFill(['status' => OrderStatus::Cancelled->value])->save();
        $third->forceFill(['status' => OrderStatus::Released->value])->save();
        $this->checkoutAsGuest('060 12 34 56')->assertCreated();
        $this->checkoutAsGuest('060 12 34 56')->assertCreated();
        $this->checkoutAsGuest('060 12 34 56')->assertUnprocessable();
    }

    #[Test]
    public function a_guest_keeps_at_most_three_orders_waiting_whatever_numbers_they_type(): void
    {
        $guest = Str::random(40);
        foreach (['060 11 11 11', '060 22 22 22', '060 33 33 33'] as $phone) {
            $this->checkoutAsGuest($phone, $guest)->assertCreated();
        }

        $this->checkoutAsGuest('060 44 44 44', $guest)->assertUnprocessable()
            ->assertJsonPath('errors.cart.0', 'Aveți deja numărul maxim de comenzi care așteaptă confirmarea (3). Vă sunăm în curând; după ce confirmăm una dintre ele, puteți comanda din nou.');
        $this->assertSame(3, Order::query()->count());
    }

    #[Test]
    public function buy_in_one_click_counts_towards_the_phones_orders_waiting(): void
    {
        foreach (range(1, 3) as $ignored) {
            $this->checkoutAsGuest('060 12 34 56')->assertCreated();
        }

        $this->withCookie(GuestId::COOKIE, Str::random(40))
            ->postJson('/comanda-rapida', ['product_id' => $this->product->id, 'phone' => '060123456', 'idempotency_key' => (string) Str::uuid()])
            ->assertUnprocessable()->assertJsonPath('errors.phone.0', fn (string $message): bool => str_starts_with($message, 'Acest număr de telefon are deja'));
    }

    #[Test]
    public function the_limits_come_from_the_configuration(): void
    {
        config(['orders.open_per_phone' => 1]);
        $this->checkoutAsGuest('060 12 34 56')->assertCreated();
        $this->checkoutAsGuest('060 12 34 56')->assertUnprocessable()->assertJsonPath('errors.phone.0', fn (string $message): bool => str_contains($message, '(1)'));
    }

    #[Test]
    #[DataProvider('locales')]
    public function an_order_of_more_units_of_a_product_than_the_cap_is_refused_at_checkout(string $prefix, string $ignored, string $refusal): void
    {
        $this->checkoutAsGuest('060 12 34 56', quantity: 10, prefix: $prefix)->assertCreated();

        // Five units went into a cart under a cap of ten; the cap is then lowered (or a script filled the cart).
        $this->withCookie(GuestId::COOKIE, Str::random(40));
        $this->postJson($prefix.'/cos/produse', ['product_id' => $this->product->id, 'quantity' => 5])->assertOk();
        config(['cart.max_quantity' => 4]);
        $this->postJson($prefix.'/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana', 'phone' => '079 12 34 56', 'delivery_method' => 'courier',
            'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Albișoara 4', 'delivery_interval' => '09-13',
            'payment_method' => 'cash', 'consent' => true,
        ])->assertUnprocessable()->assertJsonPath('errors.cart.0', fn (string $message): bool => str_starts_with($message, str_replace('10', '4', $refusal)));
        $this->assertSame(1, Order::query()->count());
        $this->assertSame(90, Stock::total($this->product));
    }
}
