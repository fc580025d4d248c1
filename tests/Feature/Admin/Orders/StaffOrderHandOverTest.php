<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A store sale handed over now: the customer leaves with the goods, so the order is taken from the store's shelf,
 * completed and paid in the transaction that placed it; when the store lacks the units nothing is placed.
 */
final class StaffOrderHandOverTest extends TestCase
{
    use MakesCallOrders, MakesOrders;

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function payload(int $productId, int $storeId, int $quantity, array $overrides = []): array
    {
        return [
            'idempotency_key' => (string) Str::uuid(), 'channel' => 'store', 'name' => 'Ana Rusu', 'phone' => '069 12 34 56',
            'email' => null, 'locale' => 'ro', 'delivery_method' => 'pickup', 'store_id' => $storeId, 'payment_method' => 'card',
            'handed_over' => true, 'lines' => [['product_id' => $productId, 'quantity' => $quantity]],
            ...$overrides,
        ];
    }

    /** @param  array<string, mixed>  $payload */
    private function place(User $staff, array $payload): TestResponse
    {
        return $this->actingAs($staff)->postJson('/admin/comenzi/noua', $payload);
    }

    #[Test]
    public function a_store_sale_handed_over_now_is_taken_from_the_shelf_completed_and_paid(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 3_000_00, 5);
        Stock::set($phone, $store->id, 3);
        $before = Stock::total($phone);

        $this->place($this->staff(StaffRole::Manager), $this->payload($phone->id, $store->id, 2))->assertRedirect();

        $order = Order::query()->sole();
        $this->assertSame(OrderStatus::Completed->value, $order->status);
        $this->assertNotNull($order->paid_at);
        $this->assertSame('card', $order->payment_method);
        $this->assertSame([1, $before - 2], [Stock::at($phone, $store->id), Stock::total($phone)]);
        $this->assertSame(
            [['store_id' => $store->id, 'quantity' => -2, 'reason' => 'order_reserved']],
            DB::table('stock_movements')->where('reference_id', $order->id)->where('reference_type', 'order')->get(['store_id', 'quantity', 'reason'])
                ->map(static fn (object $row): array => (array) $row)->all(),
        );
        $this->assertSame([], Stock::drift());
        $this->assertSame([], Stock::movementDrift());
        $this->assertSame(
            ['new>confirmed', 'confirmed>packed', 'packed>ready_for_pickup', 'ready_for_pickup>completed'],
            OrderEvent::query()->where('order_id', $order->id)->where('type', OrderEventType::Status)->orderBy('id')->get()
                ->map(static fn (object $event): string => $event->from_status.'>'.$event->to_status)->all(),
        );
        $this->assertTrue(OrderEvent::query()->where('order_id', $order->id)->where('type', OrderEventType::Payment)->where('to_status', 'paid')->exists());
        $audit = AuditEntry::query()->where('action', 'order.taken')->sole();
        $this->assertTrue($audit->after['handed_over'] ?? false);
        $this->assertSame(['completed', true], [$audit->after['status'] ?? null, $audit->after['paid'] ?? null]);
    }

    #[Test]
    public function without_the_choice_a_store_sale_stays_a_confirmed_order_to_pack(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 3_000_00, 5);
        Stock::set($phone, $store->id, 3);

        $this->place($this->staff(StaffRole::Owner), $this->payload($phone->id, $store->id, 1, ['handed_over' => false]))->assertRedirect();

        $order = Order::query()->sole();
        $this->assertSame(OrderStatus::Confirmed->value, $order->status);
        $this->assertNull($order->paid_at);
        $this->assertSame(2, Stock::at($phone, $store->id));
    }

    #[Test]
    public function a_phone_order_is_never_handed_over(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 3_000_00, 5);
        Stock::set($phone, $store->id, 3);

        $this->place($this->staff(StaffRole::Owner), $this->payload($phone->id, $store->id, 1, ['channel' => 'phone']))->assertRedirect();

        $this->assertSame(OrderStatus::Confirmed->value, Order::query()->sole()->status);
    }

    #[Test]
    public function it_is_refused_in_the_staff_members_language_when_the_store_lacks_the_units(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 3_000_00, 5);
        Stock::set($phone, $store->id, 1);
        $total = Stock::total($phone);

        $this->place($this->staff(StaffRole::Owner), $this->payload($phone->id, $store->id, 2))->assertConflict()
            ->assertJsonPath('errors.cart.0', fn (string $message): bool => str_contains($message, 'Telefon X') && str_contains($message, 'suficiente bucăți'));
        $this->place($this->staff(StaffRole::Manager, 'ru'), $this->payload($phone->id, $store->id, 2))->assertConflict()
            ->assertJsonPath('errors.cart.0', fn (string $message): bool => str_contains($message, 'Telefon X') && str_contains($message, 'Недостаточно товара'));

        $this->assertSame(0, Order::query()->count());
        $this->assertSame([1, $total], [Stock::at($phone, $store->id), Stock::total($phone)]);
        $this->assertSame(0, DB::table('stock_movements')->where('reference_type', 'order')->count());
    }

    #[Test]
    public function a_choice_that_is_not_a_yes_or_no_is_refused(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 3_000_00, 5);

        $this->place($this->staff(StaffRole::Owner), $this->payload($phone->id, $store->id, 1, ['handed_over' => ['x']]))->assertUnprocessable()
            ->assertJsonPath('errors.handed_over.0', 'Alegeți dacă marfa se predă acum.');
        $this->place($this->staff(StaffRole::Owner, 'ru'), $this->payload($phone->id, $store->id, 1, ['handed_over' => 'maybe']))->assertUnprocessable()
            ->assertJsonPath('errors.handed_over.0', 'Укажите, выдаётся ли товар сейчас.');
        $this->assertSame(0, Order::query()->count());
    }

    #[Test]
    public function a_sale_handed_over_now_is_paid_at_the_counter_not_by_transfer(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 3_000_00, 5);
        Stock::set($phone, $store->id, 3);

        $this->place($this->staff(StaffRole::Owner), $this->payload($phone->id, $store->id, 1, ['payment_method' => 'transfer']))->assertUnprocessable()
            ->assertJsonPath('errors.handed_over.0', 'O marfă predată acum se plătește la casă: numerar sau card.');
        $this->place($this->staff(StaffRole::Owner, 'ru'), $this->payload($phone->id, $store->id, 1, ['payment_method' => 'transfer']))->assertUnprocessable()
            ->assertJsonPath('errors.handed_over.0', 'Товар, выданный сейчас, оплачивается на кассе: наличными или картой.');
        $this->assertSame(0, Order::query()->count());

        $this->place($this->staff(StaffRole::Owner), $this->payload($phone->id, $store->id, 1, ['payment_method' => 'transfer', 'handed_over' => false]))->assertRedirect();
        $this->assertSame(OrderStatus::Confirmed->value, Order::query()->sole()->status);
    }
}
