<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Actions\Orders\ChangeOrderStatus;
use App\Actions\Orders\RevertOrderStatus;
use App\Enums\OrderActor;
use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Security\StaffActor;
use App\Jobs\SendOrderMails;
use App\Mail\Orders\OrderStatusReverted;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\Product;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Queue;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A manager takes back a final move made by mistake (shipped, ready for pickup, completed, cancelled) within
 * `orders.revert_minutes`, with a reason: the order is back where it was, a cancellation's units reserved again, on
 * the timeline, in the audit log and mailed to the customer; every refusal.
 */
final class OrderRevertTest extends TestCase
{
    use MakesOrders;

    private int $warehouse;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        config(['orders.revert_minutes' => 30]);
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        $this->warehouse = Stock::warehouse();
    }

    protected function tearDown(): void
    {
        $this->assertSame([], Stock::drift(), 'stock_total is the sum of the places');
        parent::tearDown();
    }

    private function product(int $units): Product
    {
        $now = now();
        $n = DB::table('products')->count() + 1;
        $id = DB::table('products')->insertGetId([
            'slug' => "tv-$n", 'sku' => "TV-$n", 'name' => json_encode(['ro' => 'Televizor Volta', 'ru' => 'Телевизор Volta']),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => 100_00, 'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
        Stock::set($id, $this->warehouse, $units);

        return Product::query()->findOrFail($id);
    }

    /** An order of 2 units of the product in `$status`, its units reserved at the warehouse. */
    private function order(Product $product, OrderStatus $status, string $locale = 'ro'): Order
    {
        $order = Order::factory()->status($status)->withLine($product, 2)->createOne(['locale' => $locale, 'email' => 'ana@example.md', 'name' => 'Ana']);
        app(StockLedger::class)->reserve($order->id, [$product->id => 2]);

        return $order;
    }

    private function url(Order $order, string $suffix = ''): string
    {
        return '/admin/comenzi/'.$order->number.$suffix;
    }

    /** Makes a move as `$role` through the page's route. */
    private function move(Order $order, string $to, StaffRole $role = StaffRole::Manager): void
    {
        $this->actingAs($this->staff($role))->put($this->url($order, '/stare'), ['status' => $to, 'version' => $order->refresh()->version, 'reason' => $to === 'cancelled' ? 'Greșit' : null])
            ->assertSessionHasNoErrors();
    }

    #[Test]
    public function a_manager_reverts_a_shipment_within_the_time_with_a_reason_on_the_timeline_in_the_audit_log_and_mailed(): void
    {
        $product = $this->product(5);
        $order = $this->order($product, OrderStatus::Packed, 'ru');
        $this->move($order, 'shipped', StaffRole::Warehouse);
        $this->assertSame(1, DB::table('order_mails')->where('type', 'status_shipped')->count());
        $stock = [Stock::total($product), Stock::at($product, $this->warehouse)];

        $this->travel(29)->minutes();
        $manager = $this->staff(StaffRole::Manager);
        $this->actingAs($manager)->get($this->url($order))->assertInertia(fn (Assert $page) => $page
            ->where('revert.from', 'Expediată')->where('revert.to', 'Ambalată')->where('revert.until', fn (string $until): bool => $until !== '')->etc());

        $this->from($this->url($order))->put($this->url($order, '/revenire'), ['version' => 1, 'reason' => '  Coletul e încă în depozit  '])
            ->assertRedirect($this->url($order))->assertSessionHasNoErrors()->assertSessionHas('status', 'Comanda '.$order->number.' a revenit la starea „Ambalată”.');

        $order->refresh();
        $this->assertSame('packed', $order->status);
        $this->assertSame(2, $order->version);
        // Shipping moved no stock: the reservation is still live where it was.
        $this->assertSame($stock, [Stock::total($product), Stock::at($product, $this->warehouse)]);
        $this->assertSame(1, DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->count());

        $revert = OrderEvent::query()->where('type', 'revert')->sole();
        $this->assertSame(['shipped', 'packed', 'Coletul e încă în depozit', $manager->id], [$revert->from_status, $revert->to_status, $revert->body, $revert->user_id]);
        $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page
            ->where('timeline.1.type', 'revert')->where('timeline.1.from', 'Expediată')->where('timeline.1.to', 'Ambalată')
            ->where('timeline.1.who', 'Manager Test')->where('timeline.1.body', 'Coletul e încă în depozit')
            ->where('revert', null)->where('moves.0', ['status' => 'shipped', 'label' => 'Expediată', 'final' => true])->etc());

        $entry = AuditEntry::query()->where('action', RevertOrderStatus::AUDIT_ACTION)->sole();
        $this->assertSame('order.status_revert', $entry->action);
        $this->assertSame([$manager->id, $order->number], [$entry->user_id, $entry->subject_label]);
        $this->assertSame(['status' => 'shipped'], $entry->before);
        $this->assertSame(['status' => 'packed', 'reason' => 'Coletul e încă în depozit'], $entry->after);

        // The customer's mail, queued in the order's language; the shipped mail's row no longer blocks a real shipment's.
        $row = DB::table('order_mails')->where('type', 'revert_'.$revert->id)->sole();
        $this->assertSame(['ana@example.md', 'ru'], [$row->recipient, $row->locale]);
        $this->assertSame(0, DB::table('order_mails')->where('type', 'status_shipped')->count());
        Queue::assertPushed(SendOrderMails::class);
        Mail::fake();
        OrderMailOutbox::sendForOrder($order->id);
        Mail::assertSent(OrderStatusReverted::class, function (OrderStatusReverted $mail) use ($order): bool {
            $html = $mail->locale('ru')->render();
            $mail->assertHasSubject('Заказ '.$order->number.': мы исправили статус');
            $this->assertStringContainsString('по ошибке был переведён в статус «Отправлен». Мы вернули его в «Упакован».', $html);
            $this->assertStringContainsString('Coletul e încă în depozit', $html);

            return $mail->hasTo('ana@example.md') && $mail->locale === 'ru';
        });

        $this->move($order, 'shipped');
        $this->assertSame(1, DB::table('order_mails')->where('type', 'status_shipped')->count());
    }

    #[Test]
    public function reverting_a_cancellation_reserves_the_units_again_at_their_place_and_clears_the_reason(): void
    {
        $product = $this->product(3);
        $order = $this->order($product, OrderStatus::Confirmed);
        $this->move($order, 'cancelled');
        $this->assertSame([3, 3], [Stock::total($product), Stock::at($product, $this->warehouse)]);

        $this->put($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'Clientul a sunat: o vrea'])->assertSessionHasNoErrors();

        $order->refresh();
        $this->assertSame(['confirmed', null], [$order->status, $order->cancel_reason]);
        $this->assertSame([1, 1], [Stock::total($product), Stock::at($product, $this->warehouse)]);
        $this->assertSame([$this->warehouse], DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->pluck('store_id')->map(fn (mixed $id): int => (int) $id)->all());

        // Cancelled again, its units go back once more: the ledger still counts them exactly once.
        $this->move($order, 'cancelled');
        $this->assertSame([3, 3], [Stock::total($product), Stock::at($product, $this->warehouse)]);
    }

    #[Test]
    public function a_cancellation_whose_units_were_sold_meanwhile_is_not_reverted(): void
    {
        $product = $this->product(2);
        $order = $this->order($product, OrderStatus::Confirmed);
        $this->move($order, 'cancelled');
        $other = Order::factory()->withLine($product, 1)->createOne();
        app(StockLedger::class)->reserve($other->id, [$product->id => 1]);

        $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->putJson($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'x'])
            ->assertStatus(409)->assertJsonPath('errors.status.0', 'Единиц заказа больше нет на месте, где они были зарезервированы: Телевизор Volta. Отмена остаётся в силе.');
        $this->assertSame('cancelled', $order->refresh()->status);
        $this->assertSame([1, 1], [Stock::total($product), Stock::at($product, $this->warehouse)]);
        $this->assertSame(0, DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->count());
        $this->assertSame(0, OrderEvent::query()->where('type', 'revert')->count());
        $this->assertSame(0, AuditEntry::query()->where('action', 'order.status_revert')->count());
    }

    #[Test]
    public function a_one_click_order_cancelled_while_new_gets_its_hold_back_unless_the_phone_ordered_the_product_again(): void
    {
        $product = $this->product(5);
        $order = Order::factory()->oneClick()->withLine($product, 2)->createOne(['phone' => '+37369000111']);
        app(StockLedger::class)->reserve($order->id, [$product->id => 2]);
        DB::table('one_click_holds')->insert(['phone' => '+37369000111', 'product_id' => $product->id, 'order_id' => $order->id, 'created_at' => now()]);
        $this->move($order, 'cancelled');
        $this->assertSame(0, DB::table('one_click_holds')->count());

        $this->put($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'Clientul a răspuns'])->assertSessionHasNoErrors();
        $this->assertSame('new', $order->refresh()->status);
        $this->assertSame([$order->id], DB::table('one_click_holds')->where('phone', '+37369000111')->pluck('order_id')->map(fn (mixed $id): int => (int) $id)->all());
        $this->assertSame(3, Stock::total($product));

        // Cancelled again, and meanwhile the phone orders the same product in one click: the revert is refused whole.
        $this->move($order, 'cancelled');
        $other = Order::factory()->oneClick()->withLine($product, 1)->createOne(['phone' => '+37369000111']);
        DB::table('one_click_holds')->insert(['phone' => '+37369000111', 'product_id' => $product->id, 'order_id' => $other->id, 'created_at' => now()]);
        $this->putJson($this->url($order, '/revenire'), ['version' => 3, 'reason' => 'x'])
            ->assertStatus(409)->assertJsonPath('errors.status.0', 'Același telefon are deja o comandă într-un clic deschisă pentru acest produs: comanda anulată nu poate fi redeschisă.');
        $this->assertSame('cancelled', $order->refresh()->status);
        $this->assertSame(5, Stock::total($product));
    }

    #[Test]
    public function an_unconfirmed_order_whose_hold_ran_out_while_cancelled_gets_hold_time_back_and_is_not_released_again(): void
    {
        config(['orders.extend_hours' => 24]);
        $product = $this->product(5);
        $order = $this->order($product, OrderStatus::New);
        $order->forceFill(['held_until' => now()->addMinutes(5)])->save();
        $this->move($order, 'cancelled');
        $this->travel(10)->minutes();

        $this->put($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'Clientul a sunat înapoi'])->assertSessionHasNoErrors();
        $this->assertEqualsWithDelta(now()->addHours(24)->getTimestamp(), $order->refresh()->held_until?->getTimestamp(), 2);
        $this->artisan('orders:release-holds')->assertSuccessful();
        $this->assertSame('new', $order->refresh()->status);
        $this->assertSame(3, Stock::total($product));
    }

    #[Test]
    public function a_pickup_order_ready_again_keeps_the_moment_it_was_ready(): void
    {
        $product = $this->product(5);
        $order = Order::factory()->pickup($this->store())->status(OrderStatus::Packed)->withLine($product, 1)->createOne();
        $this->travelTo(now()->setSecond(0));
        $this->move($order, 'ready_for_pickup');
        $ready = $order->refresh()->status_changed_at?->toIso8601String();
        $this->travel(20)->minutes();
        $this->move($order, 'completed');

        $this->put($this->url($order, '/revenire'), ['version' => 2, 'reason' => 'Clientul nu a venit încă'])->assertSessionHasNoErrors();
        $order->refresh();
        $this->assertSame('ready_for_pickup', $order->status);
        $this->assertSame($ready, $order->status_changed_at?->toIso8601String());
    }

    /**
     * @return iterable<string, array{StaffRole, int}>
     */
    public static function roles(): iterable
    {
        yield 'owner' => [StaffRole::Owner, 302];
        yield 'manager' => [StaffRole::Manager, 302];
        yield 'warehouse' => [StaffRole::Warehouse, 403];
        yield 'editor' => [StaffRole::Editor, 403];
    }

    #[Test]
    #[DataProvider('roles')]
    public function only_owners_and_managers_see_and_make_the_revert(StaffRole $role, int $status): void
    {
        $order = $this->order($this->product(5), OrderStatus::Packed);
        $this->move($order, 'shipped', StaffRole::Warehouse);

        $this->actingAs($this->staff($role));
        if ($status === 302) {
            $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page->where('revert.from', 'Expediată')->etc());
        } elseif ($role === StaffRole::Warehouse) {
            $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page->where('revert', null)->etc());
        }
        $this->put($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'Greșeală'])->assertStatus($status);
        $this->assertSame($status === 302 ? 'packed' : 'shipped', $order->refresh()->status);
    }

    #[Test]
    public function after_the_time_the_revert_is_refused_with_a_clear_message(): void
    {
        config(['orders.revert_minutes' => 15]);
        $order = $this->order($this->product(5), OrderStatus::Shipped);
        $this->move($order, 'completed');
        $this->travel(16)->minutes();

        $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page->where('revert', null)->where('moves', [])->etc());
        $this->putJson($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'Greșeală'])
            ->assertUnprocessable()->assertJsonPath('errors.status.0', 'Mutarea poate fi anulată doar în primele 15 de minute; acest timp a trecut.');
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->putJson($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'Ошибка'])
            ->assertJsonPath('errors.status.0', 'Перевод можно отменить только в первые 15 минут; это время прошло.');
        $this->assertSame('completed', $order->refresh()->status);
    }

    #[Test]
    public function the_reason_is_required_in_the_staff_members_language(): void
    {
        $order = $this->order($this->product(5), OrderStatus::Shipped);
        $this->move($order, 'completed');

        $this->from($this->url($order))->put($this->url($order, '/revenire'), ['version' => 1, 'reason' => '   '])
            ->assertSessionHasErrors(['reason' => 'Scrieți de ce anulați mutarea.']);
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->putJson($this->url($order, '/revenire'), ['version' => 1])
            ->assertUnprocessable()->assertJsonPath('errors.reason.0', 'Укажите, почему отменяете перевод.');
        $this->putJson($this->url($order, '/revenire'), ['version' => 1, 'reason' => str_repeat('a', 501)])
            ->assertJsonPath('errors.reason.0', 'Причина может содержать не более 500 символов.');
        $this->assertSame('completed', $order->refresh()->status);
    }

    #[Test]
    public function a_move_or_revert_made_meanwhile_wins_the_second_gets_changed_meanwhile(): void
    {
        $order = $this->order($this->product(5), OrderStatus::Packed);
        $this->move($order, 'shipped');
        $this->put($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'Prima'])->assertSessionHasNoErrors();

        // A second manager with the page from before the revert: the same version, refused.
        $this->actingAs($this->staff(StaffRole::Owner))->putJson($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'A doua'])
            ->assertStatus(409)->assertJsonPath('errors.status.0', 'Comanda a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.');
        $this->putJson($this->url($order, '/stare'), ['status' => 'completed', 'version' => 1])->assertStatus(409);
        $this->assertSame(['packed', 2], [$order->refresh()->status, $order->version]);
        $this->assertSame(1, OrderEvent::query()->where('type', 'revert')->count());

        // Two reverts that read the order at the same moment: the one whose conditional UPDATE comes second changes
        // nothing, whatever it read before (here the other's UPDATE lands between its read and its write).
        $racing = $this->order($this->product(5), OrderStatus::Packed);
        $this->move($racing, 'shipped');
        $seen = $racing->refresh();
        DB::table('orders')->where('id', $racing->id)->update(['status' => 'packed', 'version' => 2]);
        try {
            app(RevertOrderStatus::class)->handle($seen, 1, 'A doua', StaffActor::user($this->staff(StaffRole::Manager)));
            $this->fail('the second revert was made');
        } catch (OrderChangedMeanwhile) {
        }
        $this->assertSame(0, OrderEvent::query()->where('order_id', $racing->id)->where('type', 'revert')->count());

        // A revert is itself not reverted, and the version the revert checks is the order's latest.
        $this->putJson($this->url($order, '/revenire'), ['version' => 2, 'reason' => 'x'])
            ->assertUnprocessable()->assertJsonPath('errors.status.0', 'Ultima mutare a acestei comenzi nu poate fi anulată.');
    }

    #[Test]
    public function moves_that_are_not_final_and_a_customers_own_cancel_are_not_revertible(): void
    {
        $order = $this->order($this->product(5), OrderStatus::Confirmed);
        $this->move($order, 'packed');
        $this->get($this->url($order))->assertInertia(fn (Assert $page) => $page->where('revert', null)->etc());
        $this->putJson($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'x'])->assertUnprocessable();

        $new = Order::factory()->createOne();
        (new ChangeOrderStatus)->handle($new, OrderStatus::Cancelled, 0, OrderActor::Customer);
        $this->putJson($this->url($new, '/revenire'), ['version' => 1, 'reason' => 'x'])
            ->assertUnprocessable()->assertJsonPath('errors.status.0', 'Ultima mutare a acestei comenzi nu poate fi anulată.');
    }

    #[Test]
    public function the_customers_page_leaves_the_reverted_move_out(): void
    {
        $order = $this->order($this->product(5), OrderStatus::Packed);
        $this->move($order, 'shipped');
        $this->put($this->url($order, '/revenire'), ['version' => 1, 'reason' => 'Greșit'])->assertSessionHasNoErrors();

        $this->get(OrderLinks::page($order))
            ->assertInertia(fn (Assert $page) => $page->where('order.status', 'packed')->has('order.timeline', 1)->etc());
    }
}
