<?php

declare(strict_types=1);

namespace Tests\Feature\Orders;

use App\Actions\Orders\ReleaseUnconfirmedOrders;
use App\Enums\StaffRole;
use App\Infrastructure\Http\OrderLinks;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Product;
use App\Models\User;
use App\Services\Checkout\DeliveryDays;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Console\Scheduling\Event;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Buy in one click no longer drains stock: a callable Moldovan number, one open order per phone and product (a
 * unique key), and a hold that gives the unit back when nobody confirmed the order in time.
 */
final class OneClickHoldTest extends TestCase
{
    private Product $product;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        // The same phone tries more often than its rate limit allows; that limit has tests of its own.
        config()->set('rate_limits.one-click-phone.attempts', 50);
        Mail::fake();
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $this->product = Product::query()->orderBy('id')->firstOrFail();
        $this->product->forceFill(['price' => 250_000, 'old_price' => null])->save();
        Stock::only($this->product, 5);
    }

    private function oneClick(string $phone, string $prefix = '', ?Product $product = null): TestResponse
    {
        return $this->postJson($prefix.'/comanda-rapida', ['product_id' => ($product ?? $this->product)->id, 'phone' => $phone, 'idempotency_key' => (string) Str::uuid()]);
    }

    private function stock(): int
    {
        return (int) DB::table('products')->where('id', $this->product->id)->value('stock_total');
    }

    #[Test]
    public function numbers_the_shop_cannot_call_back_are_refused(): void
    {
        foreach (['0900 12 345', '0800 12 345', '030 123 456', '041 234 567', '+40 721 000 000'] as $phone) {
            $this->oneClick($phone)->assertUnprocessable()->assertJsonPath('errors.phone.0', 'Introduceți un număr de telefon din Moldova: 0XX XX XX XX sau +373 XX XX XX XX, cu sau fără spații și cratime, de exemplu 060 12 34 56.');
        }
        $this->assertSame(0, Order::query()->count());
        $this->assertSame(5, $this->stock());
    }

    #[Test]
    public function a_phone_gets_one_open_order_per_product_and_a_second_try_is_refused_in_its_language(): void
    {
        $this->oneClick('069 123 456')->assertCreated();
        $this->oneClick('+373 69 123 456')->assertStatus(409)
            ->assertJsonPath('errors.phone.0', 'Pentru acest număr există deja o comandă într-un clic a acestui produs. Vă sunăm în curând.');
        $this->oneClick('069123456', '/ru')->assertStatus(409)
            ->assertJsonPath('errors.phone.0', 'На этот номер уже оформлен заказ этого товара в один клик. Мы скоро перезвоним.');
        $this->from('/produs/'.$this->product->slug)
            ->post('/comanda-rapida', ['product_id' => $this->product->id, 'phone' => '069 123 456', 'idempotency_key' => (string) Str::uuid()])
            ->assertRedirect('/produs/'.$this->product->slug)
            ->assertSessionHasErrors(['phone' => 'Pentru acest număr există deja o comandă într-un clic a acestui produs. Vă sunăm în curând.'], null, 'oneClick');

        $this->assertSame(1, Order::query()->count());
        $this->assertSame(4, $this->stock(), 'only the first order took a unit');
        $this->assertSame(1, DB::table('one_click_holds')->count());

        // Another phone, or the same phone for another product, is a different open order.
        $this->oneClick('079 123 456')->assertCreated();
        $other = Product::query()->where('id', '!=', $this->product->id)->orderBy('id')->firstOrFail();
        Stock::only($other, 1);
        $this->oneClick('069 123 456', product: $other)->assertCreated();
        $this->assertSame(3, Order::query()->count());
    }

    #[Test]
    public function the_unique_key_refuses_when_a_racing_request_committed_its_hold_first(): void
    {
        // What a racing request that committed first leaves behind: its order and its hold for the phone and product.
        // Nothing is read before the insert; the unique key alone turns the second request away.
        $this->oneClick('079 123 456')->assertCreated();
        $racer = Order::query()->sole();
        DB::table('one_click_holds')->where('order_id', $racer->id)->update(['phone' => '+37369123456']);

        $this->oneClick('069 123 456')->assertStatus(409)->assertJsonPath('errors.phone.0', fn (string $m): bool => str_starts_with($m, 'Pentru acest număr există deja'));
        $this->assertSame(1, Order::query()->count());
        $this->assertSame(4, $this->stock());
    }

    #[Test]
    public function an_unconfirmed_order_gives_its_unit_back_after_the_hold_and_the_phone_may_order_again(): void
    {
        // The request and the assertion read the clock apart: on a loaded machine a second may pass between them.
        $this->freezeSecond();
        $this->oneClick('069 123 456')->assertCreated();
        $order = Order::query()->sole();
        $this->assertSame(4, $this->stock());
        $this->assertEquals(now()->addHours(2)->startOfSecond(), $order->held_until);

        $this->travel(119)->minutes();
        Artisan::call('orders:release-holds');
        $this->assertSame('new', $order->fresh()?->status);
        $this->assertSame(4, $this->stock());

        $this->travel(2)->minutes();
        $this->assertSame(0, Artisan::call('orders:release-holds'));
        $this->assertStringContainsString('Released 1 unconfirmed orders.', Artisan::output());
        Artisan::call('orders:release-holds');

        $order->refresh();
        $this->assertSame(['released', true], [$order->status, $order->released_at !== null]);
        $this->assertSame(5, $this->stock(), 'the unit came back once');
        $this->assertSame(0, DB::table('one_click_holds')->count());

        $this->oneClick('069 123 456')->assertCreated();
        $this->assertSame(4, $this->stock());
    }

    #[Test]
    public function two_overlapping_runs_give_the_unit_back_exactly_once(): void
    {
        $this->oneClick('069 123 456')->assertCreated();
        $order = Order::query()->sole();
        $this->travel(3)->hours();

        // Both runs saw the order as due; each tries to release it. Only the UPDATE that changed the row returns stock.
        $runs = [app(ReleaseUnconfirmedOrders::class), app(ReleaseUnconfirmedOrders::class)];
        $this->assertTrue($runs[0]->releaseOrder($order->id));
        $this->assertFalse($runs[1]->releaseOrder($order->id));
        $this->assertSame(0, $runs[1]->handle());
        $this->assertSame(5, $this->stock());
    }

    #[Test]
    public function the_hold_length_comes_from_the_configuration(): void
    {
        config(['orders.one_click_hold_hours' => 6]);
        $this->oneClick('069 123 456')->assertCreated();
        $this->travel(5)->hours();
        Artisan::call('orders:release-holds');
        $this->assertSame(4, $this->stock());
        $this->travel(61)->minutes();
        Artisan::call('orders:release-holds');
        $this->assertSame(5, $this->stock());
    }

    #[Test]
    public function a_released_order_says_so_on_its_page_in_both_languages(): void
    {
        $this->oneClick('069 123 456')->assertCreated();
        $order = Order::query()->sole();
        $this->travel(3)->hours();
        Artisan::call('orders:release-holds');

        $this->get('/comanda/'.$order->number)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('orders/show')->where('order.status', 'released')->where('order.status_label', 'Rezervare expirată')->etc());
        $this->get(OrderLinks::page($order->fresh() ?? $order, absolute: false, locale: 'ru'))->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('order.status', 'released')->where('order.status_label', 'Бронь истекла')
            ->where('translations', fn ($lines) => str_contains((string) ($lines['orders.released'] ?? ''), 'товар вернулся в продажу'))->etc());
    }

    /** Staff confirm from the call list ("called, confirmed") with what they agreed on the phone. */
    private function confirmByPhone(Order $order, int $version): TestResponse
    {
        $manager = User::factory()->staff(StaffRole::Manager)->createOne();

        return $this->actingAs($manager)->from('/admin/apeluri')->post('/admin/apeluri/'.$order->number.'/confirmare', [
            'version' => $version, 'name' => 'Ion Popescu', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău',
            'address' => 'str. Ismail 1', 'delivery_date' => DeliveryDays::for('chisinau')[0], 'delivery_interval' => '09-13', 'payment_method' => 'cash',
            'lines' => $order->lines()->get()->map(fn ($line): array => ['product_id' => $line->product_id, 'quantity' => $line->quantity])->all(),
        ]);
    }

    #[Test]
    public function staff_confirmation_ends_the_hold_and_keeps_the_unit(): void
    {
        $this->oneClick('069 123 456')->assertCreated();
        $order = Order::query()->sole();

        $this->confirmByPhone($order, 0)->assertRedirect('/admin/apeluri')->assertSessionHasNoErrors();
        $order->refresh();
        $this->assertSame('confirmed', $order->status);
        $this->assertNotNull($order->confirmed_at);
        $this->assertSame(0, DB::table('one_click_holds')->count());
        $this->confirmByPhone($order, 0)->assertSessionHasErrors('status');
        $this->assertSame('confirmed', $order->fresh()?->status, 'a second confirmation changes nothing');

        $this->travel(3)->hours();
        Artisan::call('orders:release-holds');
        $this->assertSame('confirmed', $order->fresh()?->status);
        $this->assertSame(4, $this->stock());

        // The hold ended: the phone may order the product again.
        $this->app['auth']->forgetGuards();
        $this->oneClick('069 123 456')->assertCreated();
    }

    #[Test]
    public function a_released_or_checkout_order_cannot_be_confirmed(): void
    {
        $this->oneClick('069 123 456')->assertCreated();
        $order = Order::query()->sole();
        $this->travel(3)->hours();
        Artisan::call('orders:release-holds');

        $this->confirmByPhone($order, 0)->assertSessionHasErrors('status');
        $this->assertSame('released', $order->fresh()?->status);
        $this->assertSame(5, $this->stock());

        $order->refresh()->forceFill(['kind' => 'checkout', 'status' => 'new'])->save();
        $this->confirmByPhone($order, 0)->assertSessionHasErrors('status');
        $this->assertSame('new', $order->fresh()?->status);
    }

    #[Test]
    public function the_release_runs_every_five_minutes_and_the_outbox_sweep_every_minute(): void
    {
        $events = collect(app(Schedule::class)->events());
        $find = fn (string $command): ?Event => $events->first(fn (Event $event): bool => str_contains((string) $event->command, $command));

        $this->assertSame('*/5 * * * *', $find('orders:release-holds')?->expression);
        $this->assertSame('* * * * *', $find('orders:send-mails')?->expression);
        $this->assertNotNull($find('shop:prune'));
    }
}
