<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Enums\StaffRole;
use App\Mail\Orders\OrderStatusChanged;
use App\Models\AuditEntry;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A checkout order nobody confirms: on the call list after `orders.call_after_minutes`, its units back on sale and
 * its customer told after `orders.hold_hours` (App\Actions\Orders\ReleaseUnconfirmedOrders), unless staff keep it
 * longer (App\Actions\Orders\ExtendOrderHold).
 */
final class UnconfirmedOrderHoldTest extends TestCase
{
    use ChecksOutAsGuests;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->withCredentials();
        $this->product = Product::query()->orderBy('id')->firstOrFail();
        Stock::only($this->product, 10);
        config(['orders.call_after_minutes' => 30, 'orders.hold_hours' => 48, 'orders.extend_hours' => 24]);
    }

    private function placeOrder(string $prefix = ''): Order
    {
        $this->checkoutAsGuest('060 12 34 56', quantity: 2, prefix: $prefix, email: 'ana@example.md')->assertCreated();

        return Order::query()->latest('id')->firstOrFail();
    }

    private function staff(StaffRole $role): User
    {
        return User::factory()->staff($role)->createOne(['locale' => 'ro']);
    }

    /**
     * @return array<string, array{string, string, string}>
     */
    public static function locales(): array
    {
        return [
            'ro' => ['', 'Rezervarea comenzii :number a expirat', 'produsele ei s-au întors în stoc'],
            'ru' => ['/ru', 'Бронь заказа :number истекла', 'его товары вернулись в продажу'],
        ];
    }

    #[Test]
    #[DataProvider('locales')]
    public function an_order_nobody_confirms_gives_its_units_back_after_the_hold_and_the_customer_is_told_in_their_language(string $prefix, string $subject, string $body): void
    {
        Mail::fake();
        $this->freezeSecond();
        $order = $this->placeOrder($prefix);
        $this->assertEquals(now()->addHours(48)->startOfSecond(), $order->held_until);
        $this->assertSame(8, Stock::total($this->product));

        $this->travel(47)->hours();
        Artisan::call('orders:release-holds');
        $this->assertSame(['new', 8], [$order->fresh()?->status, Stock::total($this->product)]);

        $this->travel(61)->minutes();
        Artisan::call('orders:release-holds');
        $this->assertStringContainsString('Released 1 unconfirmed orders.', Artisan::output());
        $order->refresh();
        $this->assertSame(['released', 1], [$order->status, $order->version]);
        $this->assertSame(10, Stock::total($this->product), 'both units are on sale again');
        $this->assertSame([], Stock::drift());
        $this->assertSame(['status:new→released'], DB::table('order_events')->where('order_id', $order->id)->get()
            ->map(fn (object $event): string => $event->type.':'.$event->from_status.'→'.$event->to_status)->all());

        Mail::assertSent(OrderStatusChanged::class, fn (OrderStatusChanged $mail): bool => $mail->hasTo('ana@example.md')
            && $mail->status->value === 'released'
            && $mail->envelope()->subject === str_replace(':number', (string) $order->number, $subject)
            && str_contains($mail->render(), $body));
        Artisan::call('orders:release-holds');
        $this->assertSame(10, Stock::total($this->product), 'released once');
        $this->assertSame(1, DB::table('order_mails')->where('order_id', $order->id)->where('type', 'status_released')->count());
    }

    #[Test]
    public function a_confirmed_order_keeps_its_units_past_the_hold(): void
    {
        $order = $this->placeOrder();
        $this->actingAs($this->staff(StaffRole::Manager))
            ->put('/admin/comenzi/'.$order->number.'/stare', ['status' => 'confirmed', 'version' => 0])->assertSessionHasNoErrors();

        $this->travel(100)->hours();
        Artisan::call('orders:release-holds');
        $this->assertSame(['confirmed', 8], [$order->fresh()?->status, Stock::total($this->product)]);
    }

    #[Test]
    public function the_call_list_shows_a_checkout_order_once_it_has_waited_the_configured_time(): void
    {
        $order = $this->placeOrder();
        $manager = $this->staff(StaffRole::Manager);
        $this->actingAs($manager)->get('/admin/apeluri')->assertOk()->assertInertia(fn (Assert $page) => $page->has('calls', 0)->etc());

        $this->travel(31)->minutes();
        // A new staff session: the old one ended after 30 idle minutes (App\Http\Middleware\Admin\EndIdleAdminSession).
        $this->flushSession();
        $this->actingAs($manager)->get('/admin/apeluri')->assertInertia(fn (Assert $page) => $page->has('calls', 1)
            ->where('calls.0.number', $order->number)->where('calls.0.kind', 'checkout')->where('calls.0.phone_display', '060 12 34 56')
            ->where('calls.0.quantity', 2)->where('calls.0.more_lines', 0)
            ->where('calls.0.minutes_left', fn (int $minutes): bool => $minutes >= 47 * 60 + 28 && $minutes <= 47 * 60 + 29)->etc());

        // "Called, confirmed" is the order's own move: it leaves the list.
        $this->put('/admin/comenzi/'.$order->number.'/stare', ['status' => 'confirmed', 'version' => 0])->assertSessionHasNoErrors();
        $this->get('/admin/apeluri')->assertInertia(fn (Assert $page) => $page->has('calls', 0)->etc());
    }

    #[Test]
    public function staff_keep_an_order_longer_and_the_release_waits_for_the_new_end(): void
    {
        $this->freezeSecond();
        $order = $this->placeOrder();
        $warehouse = $this->staff(StaffRole::Warehouse);
        $this->actingAs($warehouse)->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('order.held_until', fn (string $until): bool => $until !== '')->where('hold', ['can_extend' => true, 'extend_hours' => 24])->etc());

        $this->travel(40)->hours();
        $this->flushSession();
        $this->actingAs($warehouse)->from('/admin/comenzi/'.$order->number)->post('/admin/comenzi/'.$order->number.'/rezervare', ['version' => 0])
            ->assertRedirect('/admin/comenzi/'.$order->number)->assertSessionHasNoErrors()
            ->assertSessionHas('status', fn (string $message): bool => str_starts_with($message, 'Comanda '.$order->number.' rămâne rezervată până la'));
        $order->refresh();
        $this->assertEquals(now()->subHours(40)->addHours(72)->startOfSecond(), $order->held_until, 'a day after the hold would have ended');
        $this->assertSame(1, $order->version);
        $entry = AuditEntry::query()->where('action', 'order.hold_extended')->sole();
        $this->assertSame($warehouse->id, $entry->user_id);
        $this->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('timeline.0.type', 'hold')->where('timeline.0.who', $warehouse->name)->etc());

        $this->travel(9)->hours();
        Artisan::call('orders:release-holds');
        $this->assertSame('new', $order->fresh()?->status, 'past the first end, before the new one');
        $this->travel(24)->hours();
        Artisan::call('orders:release-holds');
        $this->assertSame(['released', 10], [$order->fresh()?->status, Stock::total($this->product)]);
    }

    #[Test]
    public function a_hold_past_its_end_but_not_yet_released_is_kept_a_day_from_now(): void
    {
        $this->freezeSecond();
        $order = $this->placeOrder();
        $this->travel(50)->hours();

        $this->actingAs($this->staff(StaffRole::Manager))->post('/admin/comenzi/'.$order->number.'/rezervare', ['version' => 0])->assertSessionHasNoErrors();
        $this->assertEquals(now()->addHours(24)->startOfSecond(), $order->fresh()?->held_until);
    }

    #[Test]
    public function a_stale_page_or_an_order_no_longer_waiting_changes_nothing(): void
    {
        $order = $this->placeOrder();
        $manager = $this->staff(StaffRole::Manager);
        $held = $order->held_until;

        $this->actingAs($manager)->from('/admin/comenzi/'.$order->number)->post('/admin/comenzi/'.$order->number.'/rezervare', ['version' => 7])
            ->assertRedirect('/admin/comenzi/'.$order->number)->assertSessionHasErrors(['status' => 'Comanda a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.']);
        $this->put('/admin/comenzi/'.$order->number.'/stare', ['status' => 'confirmed', 'version' => 0])->assertSessionHasNoErrors();
        $this->post('/admin/comenzi/'.$order->number.'/rezervare', ['version' => 1])->assertSessionHasErrors('status');
        $this->assertEquals($held, $order->fresh()?->held_until);
        $this->assertSame(0, AuditEntry::query()->where('action', 'order.hold_extended')->count());
        $this->get('/admin/comenzi/'.$order->number)->assertInertia(fn (Assert $page) => $page
            ->where('order.held_until', null)->where('hold.can_extend', false)->etc());

        $this->postJson('/admin/comenzi/'.$order->number.'/rezervare', ['version' => ['x']])->assertUnprocessable()->assertJsonValidationErrors('version');
    }

    #[Test]
    public function shoppers_and_guests_cannot_keep_an_order(): void
    {
        $order = $this->placeOrder();
        $this->post('/admin/comenzi/'.$order->number.'/rezervare', ['version' => 0])->assertRedirect();
        $this->actingAs(User::factory()->createOne())->post('/admin/comenzi/'.$order->number.'/rezervare', ['version' => 0])->assertForbidden();
        $this->assertEquals(0, $order->fresh()?->version);
    }
}
