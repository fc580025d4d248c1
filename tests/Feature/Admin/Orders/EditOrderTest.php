<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Actions\Orders\EditOrder;
use App\Enums\OrderEventType;
use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Exceptions\Orders\OrderEditRefused;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Orders\OrderEdited;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\OrderEvent;
use App\Models\OrderLine;
use App\Models\Payment;
use App\Models\Product;
use App\Models\Store;
use App\Queries\Admin\Orders\OrderStockPlaces;
use App\Services\Checkout\DeliveryDays;
use App\Services\Orders\OrderMailOutbox;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Staff change an order before it ships: lines, delivery, payment; stock moves by the difference through the ledger,
 * totals follow, a price below the list price needs the ability and a reason, a stale version is refused as status
 * moves are, a paid-online order never costs more, and the customer, the timeline and the audit log are told.
 */
final class EditOrderTest extends TestCase
{
    use MakesCallOrders, MakesOrders;

    /** A confirmed courier order of the products (units by product id), its units reserved as the pipeline does. */
    private function orderOf(array $lines, string $locale = 'ro'): Order
    {
        $factory = Order::factory()->status(OrderStatus::Confirmed);
        foreach ($lines as $id => $quantity) {
            $factory = $factory->withLine(Product::query()->findOrFail($id), $quantity);
        }
        $order = $factory->createOne(['locale' => $locale, 'email' => 'ana@example.md']);
        app(StockLedger::class)->reserve($order->id, $lines);

        return $order->refresh();
    }

    /**
     * @param  list<array<string, mixed>>  $lines
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private function edit(Order $order, array $lines, array $overrides = [], string $locale = 'ro', StaffRole $role = StaffRole::Manager): TestResponse
    {
        return $this->actingAs($this->staff($role, $locale))->putJson('/admin/comenzi/'.$order->number.'/editare', [
            'version' => $order->version, 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău',
            'address' => 'str. Ștefan cel Mare 1, ap. 2', 'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '13-18',
            'payment_method' => 'cash', 'lines' => $lines, ...$overrides,
        ]);
    }

    #[Test]
    public function lines_added_removed_and_changed_move_exactly_their_units_and_the_totals_follow(): void
    {
        Mail::fake();
        $phone = $this->product('PH-1', 300_00, 5);
        $case = $this->product('CS-1', 50_00, 4, 'Husă');
        $charger = $this->product('CH-1', 100_00, 3, 'Încărcător');
        $order = $this->orderOf([$phone->id => 2, $case->id => 1], 'ru');
        $this->assertSame([3, 3, 3], [Stock::total($phone), Stock::total($case), Stock::total($charger)]);
        // The phone's price rose since: the line kept keeps the price the customer was charged.
        $phone->forceFill(['price' => 350_00])->save();

        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 3], ['product_id' => $charger->id, 'quantity' => 2]])->assertRedirect();

        $order->refresh();
        $this->assertSame([2, 4, 1], [Stock::total($phone), Stock::total($case), Stock::total($charger)]);
        $this->assertSame([], Stock::drift());
        // Each unit given back or taken is a movement of the order: the movements still add up to the shelves.
        $this->assertSame([], Stock::movementDrift());
        $moved = static fn (Product $product, ?string $reason = null): int => (int) DB::table('stock_movements')->where('reference_id', $order->id)
            ->where('product_id', $product->id)->when($reason !== null, static fn ($query) => $query->where('reason', $reason))->sum('quantity');
        $this->assertSame([-3, 1, -2], [$moved($phone), $moved($case, 'order_released'), $moved($charger)]);
        $this->assertSame(3, (int) DB::table('order_stock')->where('order_id', $order->id)->where('product_id', $phone->id)->whereNull('released_at')->sum('quantity'));
        $this->assertSame(0, DB::table('order_stock')->where('order_id', $order->id)->where('product_id', $case->id)->count());
        // The unit reserved more sits at the same place as the first two: the order page names the place once.
        $this->assertStringNotContainsString('×', app(OrderStockPlaces::class)->reservedAt($order)[$phone->id]);
        $lines = OrderLine::query()->where('order_id', $order->id)->orderBy('id')->get();
        $this->assertSame([['PH-1', 3, 300_00, 900_00], ['CH-1', 2, 100_00, 200_00]], $lines->map(fn (OrderLine $line): array => [$line->sku, $line->quantity, $line->unit_price, $line->line_total])->all());
        // 1 100 lei: above Chișinău's free threshold, so no courier fee.
        $this->assertSame([1_100_00, 0, 0, 1_100_00, 1], [$order->subtotal, $order->discount_total, $order->delivery_fee, $order->total, $order->version]);

        $event = OrderEvent::query()->where('order_id', $order->id)->where('type', OrderEventType::Edited)->sole();
        $this->assertFalse($event->public);
        $this->assertStringContainsString('Produse: PH-1 × 2 @ 300.00 MDL, CS-1 × 1 @ 50.00 MDL → PH-1 × 3 @ 300.00 MDL, CH-1 × 2 @ 100.00 MDL', (string) $event->body);
        $this->assertStringContainsString('Total: 650.00 MDL → 1 100.00 MDL', (string) $event->body);
        $audit = AuditEntry::query()->where('action', 'order.edited')->sole();
        $this->assertSame(['PH-1 × 3 @ 300.00 MDL, CH-1 × 2 @ 100.00 MDL', 1_100_00, 1_100_00], [$audit->after['lines'], $audit->after['subtotal'], $audit->after['total']]);
        $this->assertSame(650_00, $audit->before['total']);

        // The customer's mail, in the order's language, through the outbox.
        $mail = DB::table('order_mails')->where('order_id', $order->id)->where('type', 'edited_'.$event->id)->sole();
        $this->assertSame(['ana@example.md', 'ru'], [$mail->recipient, $mail->locale]);
        OrderMailOutbox::sendForOrder($order->id);
        Mail::assertSent(OrderEdited::class, fn (OrderEdited $sent): bool => $sent->hasTo('ana@example.md') && $sent->locale === 'ru');
        app()->setLocale('ru');
        $rendered = (new OrderEdited($order->refresh()))->render();
        $this->assertStringContainsString('Мы изменили заказ '.$order->number, $rendered);
        $this->assertStringContainsString('Încărcător RU', $rendered);
    }

    #[Test]
    public function a_new_pickup_store_takes_the_orders_units_there_and_drops_the_courier_fee(): void
    {
        $store = $this->store();
        $phone = $this->product('PH-1', 300_00, 5);
        Stock::set($phone, $store->id, 2);
        $order = $this->orderOf([$phone->id => 1]);
        $this->assertSame([4, 2], [Stock::at($phone, Stock::warehouse()), Stock::at($phone, $store->id)]);

        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 2]], ['delivery_method' => 'pickup', 'store_id' => $store->id])->assertRedirect();

        $order->refresh();
        $this->assertSame(['pickup', $store->id, null, null, 0, 600_00], [$order->delivery_method, $order->store_id, $order->delivery_zone, $order->address, $order->delivery_fee, $order->total]);
        $this->assertSame([5, 0], [Stock::at($phone, Stock::warehouse()), Stock::at($phone, $store->id)]);
        $this->assertSame([$store->id], DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->distinct()->pluck('store_id')->map(fn ($id) => (int) $id)->all());
        $this->assertSame([], Stock::drift());

        // More than the store has: nothing of the edit is kept.
        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 3]], ['delivery_method' => 'pickup', 'store_id' => $store->id])
            ->assertConflict()->assertJsonPath('errors.lines.0', 'Nu sunt destule unități pentru: Telefon X.');
        $this->assertSame([1, 2, 5, 0], [$order->refresh()->version, $order->lines()->sum('quantity'), Stock::at($phone, Stock::warehouse()), Stock::at($phone, $store->id)]);
    }

    #[Test]
    public function a_price_below_the_list_price_needs_the_ability_and_a_reason_and_is_recorded(): void
    {
        $phone = $this->product('PH-1', 300_00, 5);
        $order = $this->orderOf([$phone->id => 1]);
        $lines = [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => 250_00]];

        $this->edit($order, $lines, [], 'ru')->assertUnprocessable()
            ->assertJsonPath('errors.price_reason.0', 'Укажите причину цены ниже прайса (не больше 255 символов).');
        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => 301_00]], ['price_reason' => 'x'])->assertUnprocessable()
            ->assertJsonPath('errors', fn (array $errors): bool => ($errors['lines.0.unit_price'][0] ?? null) === 'Prețul nu poate depăși prețul de listă.');
        $this->assertSame([0, 300_00], [$order->refresh()->version, $order->total]);

        // Without the ability (a role that may edit but not lower prices): refused, whatever the reason.
        try {
            app(EditOrder::class)->handle($order, ['delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'x',
                'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '13-18', 'store_id' => null, 'payment_method' => 'cash'],
                [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => 250_00]], 'Vitrina', 0, StaffActor::console(), false);
            $this->fail('a lower price without the ability was kept');
        } catch (OrderEditRefused $refused) {
            $this->assertSame([403, 'lines.0.unit_price'], [$refused->status, $refused->field]);
        }

        $owner = $this->staff(StaffRole::Owner);
        $this->actingAs($owner)->putJson('/admin/comenzi/'.$order->number.'/editare', [
            'version' => 0, 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ștefan cel Mare 1, ap. 2',
            'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '13-18', 'payment_method' => 'cash', 'lines' => $lines, 'price_reason' => 'Exemplar din vitrină',
        ])->assertRedirect();
        $line = OrderLine::query()->where('order_id', $order->id)->sole();
        $this->assertSame([250_00, 'Exemplar din vitrină', $owner->id], [$line->unit_price, $line->getAttribute('price_reason'), $line->getAttribute('price_set_by')]);
        // 250 lei is under Chișinău's threshold: the courier's 50 lei come on top.
        $this->assertSame([250_00, 50_00, 300_00], [$order->refresh()->subtotal, $order->delivery_fee, $order->total]);
        $this->assertSame('Exemplar din vitrină', AuditEntry::query()->where('action', 'order.edited')->sole()->after['price_reason']);
    }

    #[Test]
    public function of_two_edits_from_the_same_version_the_second_is_told_the_order_changed_meanwhile(): void
    {
        $phone = $this->product('PH-1', 300_00, 5);
        $order = $this->orderOf([$phone->id => 1]);

        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 2]])->assertRedirect();
        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 3]], [], 'ru')->assertConflict()
            ->assertJsonPath('errors.status.0', 'Заказ тем временем изменил кто-то другой. Обновите страницу и попробуйте ещё раз.');
        $this->assertSame([1, 2, 3], [$order->refresh()->version, (int) $order->lines()->sum('quantity'), Stock::total($phone)]);
        // A status move made meanwhile also makes the edit stale, and an edit makes a move's version stale.
        $this->actingAs($this->staff(StaffRole::Manager))->putJson('/admin/comenzi/'.$order->number.'/stare', ['status' => 'packed', 'version' => 0])->assertConflict();
    }

    #[Test]
    public function an_order_packed_shipped_or_closed_is_no_longer_edited_and_nothing_unchanged_is_saved(): void
    {
        $phone = $this->product('PH-1', 300_00, 5);
        foreach ([OrderStatus::Packed, OrderStatus::Shipped, OrderStatus::Completed, OrderStatus::Cancelled] as $status) {
            $order = $this->orderOf([$phone->id => 1]);
            $order->forceFill(['status' => $status->value])->save();
            $this->edit($order, [['product_id' => $phone->id, 'quantity' => 2]], [], 'ru')->assertUnprocessable()
                ->assertJsonPath('errors.status.0', 'Заказ больше нельзя изменить: он уже упакован, отправлен или закрыт.');
            $this->actingAs($this->staff(StaffRole::Manager))->getJson('/admin/comenzi/'.$order->number.'/editare')->assertUnprocessable();
            $this->assertSame([0, 1], [$order->refresh()->version, (int) $order->lines()->sum('quantity')]);
        }
        $order = $this->orderOf([$phone->id => 1]);
        $order->forceFill(['delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '13-18', 'delivery_fee' => 50_00, 'total' => 350_00])->save();
        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 1]])->assertUnprocessable()
            ->assertJsonPath('errors.status.0', 'Nu ați schimbat nimic în comandă.');
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->getJson('/admin/comenzi/'.$order->number.'/editare')->assertOk()
            ->assertJsonPath('version', 0)->assertJsonPath('lines.0.sku', 'PH-1')->assertJsonPath('lines.0.list_price', 300_00)
            ->assertJsonPath('current.payment_method', 'cash')->assertJsonPath('can_lower_prices', true);
    }

    #[Test]
    public function an_order_paid_online_never_costs_more_and_keeps_its_payment_method(): void
    {
        $phone = $this->product('PH-1', 300_00, 5);
        $order = $this->orderOf([$phone->id => 2]);
        $order->forceFill(['payment_method' => 'online_card', 'paid_at' => now()])->save();

        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 3]], ['payment_method' => 'online_card'])->assertUnprocessable()
            ->assertJsonPath('errors.lines.0', 'Comanda e plătită online: totalul nu poate crește fără o plată nouă. Plasați o comandă separată pentru diferență.');
        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 1]], ['payment_method' => 'cash'])->assertUnprocessable()
            ->assertJsonPath('errors.payment_method.0', 'Comanda e plătită online: modul de plată nu se mai schimbă.');
        $this->assertSame(3, Stock::total($phone));
        // Fewer units: the total falls (the difference is refunded from the returns panel).
        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 1]], ['payment_method' => 'online_card'])->assertRedirect();
        $this->assertSame([350_00, 4], [$order->refresh()->total, Stock::total($phone)]);

        // Another order's online payment under way: its total stays what the payment is for.
        $pending = $this->orderOf([$phone->id => 1]);
        $pending->forceFill(['payment_method' => 'mia'])->save();
        Payment::query()->create(['order_id' => $pending->id, 'public_id' => (string) Str::uuid(), 'provider' => 'mia', 'method' => 'qr', 'amount' => $pending->total]);
        $this->edit($pending, [['product_id' => $phone->id, 'quantity' => 2]], ['payment_method' => 'mia'])->assertConflict()
            ->assertJsonPath('errors.lines.0', 'O plată online a comenzii e în curs pentru totalul de acum. Așteptați rezultatul plății.');
    }

    #[Test]
    public function a_lines_discount_is_kept_scaled_down_with_its_units_and_added_lines_get_none(): void
    {
        $phone = $this->product('PH-1', 300_00, 5);
        $case = $this->product('CS-1', 50_00, 4, 'Husă');
        $order = $this->orderOf([$phone->id => 2]);
        OrderLine::query()->where('order_id', $order->id)->update(['discount' => 60_00]);
        $order->forceFill(['discount_total' => 60_00, 'total' => 540_00])->save();

        $this->edit($order, [['product_id' => $phone->id, 'quantity' => 1], ['product_id' => $case->id, 'quantity' => 1]])->assertRedirect();

        $order->refresh();
        $this->assertSame([30_00, 0], OrderLine::query()->where('order_id', $order->id)->orderBy('id')->pluck('discount')->map(fn ($d) => (int) $d)->all());
        // 300 + 50 − 30 = 320 lei, under the free threshold: the courier's 50 lei.
        $this->assertSame([350_00, 30_00, 50_00, 370_00], [$order->subtotal, $order->discount_total, $order->delivery_fee, $order->total]);
    }

    #[Test]
    public function only_owners_and_managers_edit_and_hostile_input_is_a_4xx(): void
    {
        $phone = $this->product('PH-1', 300_00, 5);
        $order = $this->orderOf([$phone->id => 1]);
        foreach ([StaffRole::Warehouse, StaffRole::Editor] as $role) {
            $this->edit($order, [['product_id' => $phone->id, 'quantity' => 2]], [], 'ro', $role)->assertForbidden();
        }
        foreach ([
            ['lines' => 'x'], ['lines' => [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => -5]]],
            ['lines' => [['product_id' => $phone->id, 'quantity' => 1, 'unit_price' => 'abc']]], ['version' => 'x'],
            ['payment_method' => 'online_card'], ['store_id' => ['x'], 'delivery_method' => 'pickup'], ['price_reason' => str_repeat('x', 300)],
        ] as $overrides) {
            $response = $this->edit($order, [['product_id' => $phone->id, 'quantity' => 2]], $overrides);
            $this->assertSame(422, $response->status(), json_encode($overrides).': '.$response->getContent());
        }
        $this->assertSame([0, 4], [$order->refresh()->version, Stock::total($phone)]);
        $this->assertInstanceOf(Store::class, $this->store('Alt magazin'));
    }
}
