<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Actions\Orders\ChangeOrderStatus;
use App\Enums\OrderActor;
use App\Enums\OrderStatus;
use App\Infrastructure\Http\OrderLinks;
use App\Mail\Orders\OrderPlaced;
use App\Mail\Orders\OrderStatusChanged;
use App\Models\Order;
use App\Models\Store;
use Carbon\CarbonImmutable;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stores;
use Tests\TestCase;

/**
 * What a pickup order's customer is told after buying (App\Services\Orders\PickupPromise): on the order page and in the
 * placed, confirmed and ready mails, in the order's language, the store's address and hours, when the order is ready
 * (the estimate until the store marks it, then that moment) and its last day there (`orders.pickup_hold_days`).
 */
final class PickupPromiseTest extends TestCase
{
    use RefreshDatabase;

    private const TEXTS = [
        'ro' => [
            'store' => 'Magazinul Centru',
            'address' => 'Chișinău, bd. Ștefan cel Mare 126',
            'hours' => ['Lu – Vi: 09:00 – 19:00', 'Sâ: 10:00 – 16:00', 'Du: închis'],
            'will_be_ready' => 'Comanda va fi gata de ridicare: miercuri, 2 decembrie 2026, de la 15:00.',
            'held' => 'Se păstrează în magazin 3 zile; ultima zi: sâmbătă, 5 decembrie 2026.',
            'ready' => 'Comanda este gata de ridicare: joi, 3 decembrie 2026, de la 11:40.',
            'held_after_ready' => 'Se păstrează în magazin 3 zile; ultima zi: duminică, 6 decembrie 2026.',
        ],
        'ru' => [
            'store' => 'Магазин Центр',
            'address' => 'Кишинёв, бул. Штефан чел Маре 126',
            'hours' => ['Пн – Пт: 09:00 – 19:00', 'Сб: 10:00 – 16:00', 'Вс: выходной'],
            'will_be_ready' => 'Заказ будет готов к выдаче: среда, 2 декабря 2026, с 15:00.',
            'held' => 'Хранится в магазине 3 дня; последний день — суббота, 5 декабря 2026.',
            'ready' => 'Заказ готов к выдаче: четверг, 3 декабря 2026, с 11:40.',
            'held_after_ready' => 'Хранится в магазине 3 дня; последний день — воскресенье, 6 декабря 2026.',
        ],
    ];

    private Store $store;

    protected function setUp(): void
    {
        parent::setUp();
        $this->store = Stores::centre();
        // Wednesday 2 December 2026, 13:20 in Chișinău.
        $this->travelTo(CarbonImmutable::parse('2026-12-02 13:20', 'Europe/Chisinau'));
    }

    private function order(string $locale): Order
    {
        return Order::factory()->pickup($this->store)->createOne(['locale' => $locale, 'email' => 'ana@example.md', 'name' => 'Ana']);
    }

    private function readyOnThursday(Order $order): Order
    {
        $change = new ChangeOrderStatus;
        foreach ([OrderStatus::Confirmed, OrderStatus::Packed] as $status) {
            if ($order->currentStatus()->canMoveTo($status, true)) {
                $order = $change->handle($order, $status, $order->version, OrderActor::Staff);
            }
        }
        $this->travelTo(CarbonImmutable::parse('2026-12-03 11:40', 'Europe/Chisinau'));

        return $change->handle($order, OrderStatus::ReadyForPickup, $order->version, OrderActor::Staff);
    }

    /**
     * @return array<string, array{string}>
     */
    public static function locales(): array
    {
        return ['ro' => ['ro'], 'ru' => ['ru']];
    }

    #[Test]
    #[DataProvider('locales')]
    public function the_order_page_gives_the_store_when_the_order_is_ready_and_how_long_it_is_kept(string $locale): void
    {
        $texts = self::TEXTS[$locale];
        $order = $this->order($locale);

        $this->get(OrderLinks::page($order))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/show')
            ->where('order.pickup', [
                'store' => ['name' => $texts['store'], 'city' => explode(', ', $texts['address'])[0], 'address' => explode(', ', $texts['address'], 2)[1], 'hours' => $texts['hours']],
                'ready' => false,
                'ready_at' => '2026-12-02 15:00',
                'held_until' => '2026-12-05',
                'hold' => $locale === 'ro' ? '3 zile' : '3 дня',
            ])
            ->etc());

        $order = $this->readyOnThursday($order);
        $this->get(OrderLinks::page($order))->assertInertia(fn (Assert $page) => $page
            ->where('order.pickup.ready', true)
            ->where('order.pickup.ready_at', '2026-12-03 11:40')
            ->where('order.pickup.held_until', '2026-12-06')
            ->etc());

        (new ChangeOrderStatus)->handle($order, OrderStatus::Completed, $order->version, OrderActor::Staff);
        $this->get(OrderLinks::page($order))->assertInertia(fn (Assert $page) => $page->where('order.pickup', null)->etc());
    }

    #[Test]
    public function an_order_still_waiting_is_promised_from_now_and_a_courier_order_gets_no_pickup(): void
    {
        $order = $this->order('ro');
        // The next morning, still not confirmed: an hour after the store opens, not yesterday's 15:00.
        $this->travelTo(CarbonImmutable::parse('2026-12-03 08:30', 'Europe/Chisinau'));
        $this->get(OrderLinks::page($order))->assertInertia(fn (Assert $page) => $page
            ->where('order.pickup.ready_at', '2026-12-03 10:00')
            ->where('order.pickup.held_until', '2026-12-06')
            ->etc());

        $courier = Order::factory()->createOne(['locale' => 'ro']);
        $this->get(OrderLinks::page($courier))->assertInertia(fn (Assert $page) => $page->where('order.pickup', null)->etc());
    }

    /**
     * @return array<string, array{int, string, string}>
     */
    public static function holds(): array
    {
        return [
            'one day, ro' => [1, 'ro', '1 zi'],
            'one day, ru' => [1, 'ru', '1 день'],
            'five days, ru' => [5, 'ru', '5 дней'],
            'twenty-one days, ro' => [21, 'ro', '21 de zile'],
            'twenty-two days, ru' => [22, 'ru', '22 дня'],
        ];
    }

    #[Test]
    #[DataProvider('holds')]
    public function the_hold_is_the_configured_number_of_days_in_words(int $days, string $locale, string $words): void
    {
        config(['orders.pickup_hold_days' => $days]);
        $order = $this->order($locale);

        $this->get(OrderLinks::page($order))->assertInertia(fn (Assert $page) => $page
            ->where('order.pickup.hold', $words)
            ->where('order.pickup.held_until', CarbonImmutable::parse('2026-12-02')->addDays($days)->format('Y-m-d'))
            ->etc());
    }

    #[Test]
    #[DataProvider('locales')]
    public function the_placed_mail_says_when_the_order_will_be_ready_and_where(string $locale): void
    {
        $texts = self::TEXTS[$locale];
        $mail = (new OrderPlaced($this->order($locale)))->locale($locale);

        $mail->assertSeeInHtml($texts['store'])
            ->assertSeeInHtml($texts['address'])
            ->assertSeeInHtml($texts['will_be_ready'])
            ->assertSeeInHtml($texts['held'])
            ->assertSeeInText($texts['will_be_ready'])
            ->assertSeeInText($texts['held'])
            ->assertSeeInText($texts['address']);
        foreach ($texts['hours'] as $line) {
            $mail->assertSeeInHtml($line)->assertSeeInText($line);
        }
    }

    #[Test]
    #[DataProvider('locales')]
    public function the_confirmed_and_ready_mails_say_it_too(string $locale): void
    {
        $texts = self::TEXTS[$locale];
        Mail::fake();
        $order = $this->order($locale);
        $order = (new ChangeOrderStatus)->handle($order, OrderStatus::Confirmed, $order->version, OrderActor::Staff);

        $confirmed = new OrderStatusChanged($order, OrderStatus::Confirmed);
        $confirmed->locale($locale)->assertSeeInHtml($texts['will_be_ready'])->assertSeeInHtml($texts['held'])->assertSeeInText($texts['store']);

        $order = $this->readyOnThursday(Order::query()->findOrFail($order->id));
        $ready = new OrderStatusChanged($order, OrderStatus::ReadyForPickup);
        $ready->locale($locale)
            ->assertSeeInHtml($texts['ready'])
            ->assertSeeInHtml($texts['held_after_ready'])
            ->assertSeeInText($texts['ready'])
            ->assertSeeInHtml($texts['hours'][0]);
        Mail::assertSent(OrderStatusChanged::class, fn (OrderStatusChanged $mail): bool => $mail->status === OrderStatus::ReadyForPickup);
    }

    #[Test]
    public function a_courier_orders_mails_say_nothing_of_a_store(): void
    {
        $order = Order::factory()->createOne(['locale' => 'ro', 'email' => 'ana@example.md']);

        (new OrderPlaced($order))->locale('ro')->assertDontSeeInHtml('gata de ridicare')->assertDontSeeInHtml('Se păstrează');
    }
}
