<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Actions\Orders\ChangeOrderStatus;
use App\Enums\OrderActor;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\IllegalOrderMove;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Models\Order;
use Illuminate\Foundation\Testing\RefreshDatabase;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The order workflow: new → confirmed → packed → shipped (courier) or ready for pickup (store) → completed, cancelled
 * from any state before completed; only those moves, each once, and never on a version somebody already changed.
 */
final class OrderWorkflowTest extends TestCase
{
    use RefreshDatabase;

    private const LEGAL = [
        'courier' => [
            'new' => ['confirmed', 'cancelled'],
            'confirmed' => ['packed', 'cancelled'],
            'packed' => ['shipped', 'cancelled'],
            'shipped' => ['completed', 'cancelled'],
            'ready_for_pickup' => ['completed', 'cancelled'],
            'completed' => [],
            'cancelled' => [],
            'released' => [],
        ],
        'pickup' => [
            'new' => ['confirmed', 'cancelled'],
            'confirmed' => ['packed', 'cancelled'],
            'packed' => ['ready_for_pickup', 'cancelled'],
            'shipped' => ['completed', 'cancelled'],
            'ready_for_pickup' => ['completed', 'cancelled'],
            'completed' => [],
            'cancelled' => [],
            'released' => [],
        ],
    ];

    /**
     * @return iterable<string, array{string, OrderStatus, OrderStatus, bool}>
     */
    public static function moves(): iterable
    {
        foreach (self::LEGAL as $delivery => $table) {
            foreach (OrderStatus::cases() as $from) {
                foreach (OrderStatus::cases() as $to) {
                    yield "{$delivery}: {$from->value} → {$to->value}" => [$delivery, $from, $to, in_array($to->value, $table[$from->value], true)];
                }
            }
        }
    }

    #[Test]
    #[DataProvider('moves')]
    public function only_the_workflows_moves_are_made(string $delivery, OrderStatus $from, OrderStatus $to, bool $legal): void
    {
        $order = Order::factory()->status($from)->createOne(['delivery_method' => $delivery]);

        try {
            (new ChangeOrderStatus)->handle($order, $to, 0, OrderActor::Staff);
            $this->assertTrue($legal, 'an illegal move was made');
            $this->assertSame($to->value, $order->status);
            $this->assertSame(1, $order->version);
            $this->assertDatabaseHas('order_events', ['order_id' => $order->id, 'from_status' => $from->value, 'to_status' => $to->value, 'public' => true]);
        } catch (IllegalOrderMove $refusal) {
            $this->assertFalse($legal, 'a legal move was refused: '.$refusal->getMessage());
            $this->assertSame(422, $refusal->status);
            $this->assertSame($from->value, $order->refresh()->status);
            $this->assertDatabaseCount('order_events', 0);
        }
    }

    #[Test]
    public function a_move_on_a_version_somebody_already_changed_is_refused_and_changes_nothing(): void
    {
        $order = Order::factory()->createOne();
        $mine = Order::query()->findOrFail($order->id);
        $theirs = Order::query()->findOrFail($order->id);

        (new ChangeOrderStatus)->handle($theirs, OrderStatus::Confirmed, 0, OrderActor::Staff);

        try {
            (new ChangeOrderStatus)->handle($mine, OrderStatus::Cancelled, 0, OrderActor::Staff, null, 'Clientul s-a răzgândit');
            $this->fail('the stale move was made');
        } catch (OrderChangedMeanwhile $refusal) {
            $this->assertSame(409, $refusal->status);
        }
        $this->assertSame('confirmed', $order->refresh()->status);
        $this->assertNull($order->cancel_reason);
        $this->assertDatabaseCount('order_events', 1);
    }

    #[Test]
    public function the_check_is_made_by_the_database_not_only_by_the_loaded_model(): void
    {
        $order = Order::factory()->createOne();
        // Another worker changed the row after this model was loaded.
        Order::query()->whereKey($order->id)->update(['status' => 'confirmed', 'version' => 1]);

        $this->expectException(OrderChangedMeanwhile::class);
        (new ChangeOrderStatus)->handle($order, OrderStatus::Cancelled, 0, OrderActor::Staff);
    }

    #[Test]
    public function a_cancellation_keeps_its_reason_and_a_confirmation_its_time(): void
    {
        $order = Order::factory()->createOne();
        (new ChangeOrderStatus)->handle($order, OrderStatus::Confirmed, 0, OrderActor::Staff);
        $this->assertNotNull($order->confirmed_at);

        (new ChangeOrderStatus)->handle($order, OrderStatus::Cancelled, 1, OrderActor::Customer, null, 'Am găsit altul');
        $this->assertSame('Am găsit altul', $order->cancel_reason);
        $this->assertSame(2, $order->version);
        $this->assertSame(['confirmed', 'cancelled'], $order->events()->orderBy('id')->pluck('to_status')->all());
    }

    #[Test]
    public function refusals_are_worded_in_both_languages(): void
    {
        app()->setLocale('ru');
        $this->assertSame('Заказ в статусе «Выполнен» нельзя перевести в статус «Отменён».', IllegalOrderMove::from(OrderStatus::Completed, OrderStatus::Cancelled)->getMessage());
        app()->setLocale('ro');
        $this->assertStringContainsString('modificată între timp', OrderChangedMeanwhile::make()->getMessage());
    }
}
